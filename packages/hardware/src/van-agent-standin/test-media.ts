// The stand-in's test cards and payment barcodes (listed in the README). The "inserted" card is set
// through the control API; by default it is the approved card, so a demo sale needs only F9.
import type { EasyPayProvider } from '../van/van-types.ts';

export type CardBehaviour = 'approve' | 'decline' | 'insufficient' | 'reader-timeout' | 'lost-after-approval';

export interface TestCard {
  readonly cardNo: string;
  readonly behaviour: CardBehaviour;
  readonly issuer: string;
  readonly acquirer: string;
  readonly label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { cardNo: '9410-0000-0000-0001', behaviour: 'approve', issuer: '신한카드', acquirer: '신한카드', label: '승인되는 카드' },
  { cardNo: '5570-0000-0000-0006', behaviour: 'approve', issuer: 'KB국민카드', acquirer: 'KB국민카드', label: '승인되는 카드 (국민)' },
  { cardNo: '9410-0000-0000-0002', behaviour: 'decline', issuer: '신한카드', acquirer: '신한카드', label: '거절되는 카드 (분실·정지)' },
  { cardNo: '9410-0000-0000-0003', behaviour: 'insufficient', issuer: '신한카드', acquirer: '신한카드', label: '잔액(한도) 부족 카드' },
  { cardNo: '9410-0000-0000-0004', behaviour: 'reader-timeout', issuer: '', acquirer: '', label: '카드를 넣지 않아 단말기가 시간 초과' },
  { cardNo: '9410-0000-0000-0005', behaviour: 'lost-after-approval', issuer: '신한카드', acquirer: '신한카드', label: '승인 후 응답이 사라지는 카드' },
];

export const DEFAULT_TEST_CARD = '9410-0000-0000-0001';

export function findTestCard(cardNo: string): TestCard | undefined {
  const digits = cardNo.replace(/[^0-9]/g, '');
  return TEST_CARDS.find((c) => c.cardNo.replace(/-/g, '') === digits);
}

/** "9410-00**-****-0001": the 7th to 12th digits hidden, as card slips print them. */
export function maskCardNo(cardNo: string): string {
  const d = cardNo.replace(/[^0-9]/g, '');
  const masked = d.slice(0, 6) + '*'.repeat(Math.max(0, d.length - 10)) + d.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1-');
}

/** 18-digit payment barcodes: the first four digits name the provider; ending in 0002 = not enough balance. */
export const EASY_PAY_PREFIXES: Readonly<Record<string, EasyPayProvider>> = {
  '2810': 'kakaopay',
  '2820': 'naverpay',
  '2830': 'tosspay',
  '2840': 'zeropay',
};

export function easyPayProvider(barcode: string): EasyPayProvider | null {
  if (!/^[0-9]{18}$/.test(barcode)) return null;
  return EASY_PAY_PREFIXES[barcode.slice(0, 4)] ?? null;
}

export const EASY_PAY_INSUFFICIENT_SUFFIX = '0002';
