// The terms the checkout shows, from the order sheet's termsInfos. The contract types only the
// terms' kind; the platform also sends a title and text, read here when present.
import type { OrderSheetReply } from '@courtside/core/api';
import type { CheckoutTerm } from './terms-section';

const TITLES: Readonly<Record<string, string>> = {
  PI_COLLECTION_AND_USE_ON_ORDER: '개인정보 수집 및 이용 동의',
  ORDER_INFO_AGREE: '주문 상품 정보 확인 및 결제 동의',
  PI_SELLER_PROVISION: '개인정보 제3자 제공 동의',
  CLEARANCE_INFO_COLLECTION_AND_USE: '통관 정보 수집 및 이용 동의',
};

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function checkoutTerms(sheet: OrderSheetReply): CheckoutTerm[] {
  const infos = sheet.termsInfos ?? [];
  if (infos.length === 0) return [{ termsType: 'ORDER_INFO_AGREE', title: TITLES.ORDER_INFO_AGREE ?? '', contents: '', required: true }];
  return infos.map((info) => {
    const extra = info as { termsName?: unknown; contents?: unknown };
    return {
      termsType: info.termsType,
      title: textOf(extra.termsName) ?? TITLES[info.termsType] ?? '주문 약관 동의',
      contents: textOf(extra.contents) ?? '',
      required: info.required,
    };
  });
}
