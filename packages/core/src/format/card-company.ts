// Card companies as Korean shoppers know them: the PG reports a code (SHINHAN), receipts and order
// pages show the name (신한카드).
const CARD_COMPANY_NAMES: Readonly<Record<string, string>> = {
  SHINHAN: '신한카드', KB: 'KB국민카드', KOOKMIN: 'KB국민카드', SAMSUNG: '삼성카드', HYUNDAI: '현대카드', LOTTE: '롯데카드',
  BC: 'BC카드', HANA: '하나카드', KEB: '하나카드', WOORI: '우리카드', NH: 'NH농협카드', NONGHYUP: 'NH농협카드', CITI: '씨티카드',
  KAKAOBANK: '카카오뱅크', KBANK: '케이뱅크', TOSSBANK: '토스뱅크', SUHYUP: '수협카드', JEONBUK: '전북카드', GWANGJU: '광주카드',
  JEJU: '제주카드', KDB: 'KDB산업은행카드', POST: '우체국카드', EPOST: '우체국카드', KFCC: '새마을금고카드', SHINHYUP: '신협카드',
  SAVINGBANK: '저축은행카드', MG: '새마을금고카드',
};

/**
 * The Korean name of a card company code. An unknown code falls back to the name the PG sent
 * (`cardName`), else to "신용카드" — never to the bare code.
 */
export function cardCompanyName(code: string | null | undefined, cardName?: string | null): string {
  const known = code ? CARD_COMPANY_NAMES[code.trim().toUpperCase()] : undefined;
  if (known) return known;
  if (cardName && /[가-힣]/.test(cardName)) return cardName;
  return '신용카드';
}
