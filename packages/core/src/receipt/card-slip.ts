// 매출전표: the card (or 간편결제) slip printed after an approval, as Korean counters print it — issuer,
// masked card number, 일시불/할부, 승인번호, 승인일시, 가맹점번호, 단말기번호, the amount with its VAT, and a
// signature line when the amount is over 50,000원 and the reader took no signature. A slip of a 수기
// 입력 payment says so. A cancel (취소전표, printed with a refund) names the original 승인번호 and 원거래일자
// and prints the cancelled amount negative. Laid out by display width like every receipt (Hangul = 2 columns).
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { formatReceiptDateTime, shopHeader } from './receipt-parts.ts';
import type { ReceiptShopInfo } from './receipt-parts.ts';

export interface CardSlipInput {
  readonly shop: ReceiptShopInfo;
  readonly receiptNo: string;
  /** 'approval' for a sale, 'cancel' for a refund's cancel. */
  readonly kind: 'approval' | 'cancel';
  /** "카카오페이" for 간편결제; absent for a card. */
  readonly easyPayLabel?: string;
  readonly issuer: string;
  readonly acquirer?: string;
  readonly maskedCardNo: string | null;
  readonly installmentMonths: number;
  readonly approvalNo: string;
  readonly approvedAt: number;
  readonly merchantNo: string;
  readonly tid: string;
  readonly amount: number;
  readonly signed: boolean;
  readonly manual: boolean;
  /** Shown for a cancel: the approval it cancels. */
  readonly originalApprovalNo?: string;
  /** Shown for a cancel: when that approval was made (원거래일자, KST date). */
  readonly originalApprovedAt?: number;
}

/** Above this amount a slip needs a signature (5만원 이하 무서명). */
export const SIGNATURE_OVER = 50_000;

export function buildCardSlip(input: CardSlipInput): ReceiptDocument {
  const supply = Math.round((input.amount * 10) / 11);
  const sign = input.kind === 'cancel' ? -1 : 1;
  const what = input.easyPayLabel ? '간편결제' : '신용카드';
  const title = input.kind === 'cancel' ? `[${what} 취소전표]` : `[${what} 매출전표]`;
  const pair = (label: string, value: string): ReceiptBlock => ({ kind: 'pair', label, value });
  const blocks: ReceiptBlock[] = [
    ...shopHeader(input.shop, title),
    { kind: 'separator', char: '-' },
    pair('영수증 번호', input.receiptNo),
    input.easyPayLabel ? pair('결제수단', input.easyPayLabel) : pair('카드사', input.issuer),
    ...(input.acquirer && !input.easyPayLabel ? [pair('매입사', input.acquirer)] : []),
    ...(input.maskedCardNo ? [pair('카드번호', input.maskedCardNo)] : []),
    pair('할부', input.installmentMonths > 1 ? `${input.installmentMonths}개월` : '일시불'),
    pair(input.kind === 'cancel' ? '취소승인번호' : '승인번호', input.approvalNo),
    ...(input.originalApprovalNo ? [pair('원승인번호', input.originalApprovalNo)] : []),
    ...(input.originalApprovedAt !== undefined ? [pair('원거래일자', formatReceiptDateTime(input.originalApprovedAt).slice(0, 10))] : []),
    pair(input.kind === 'cancel' ? '취소일시' : '승인일시', formatReceiptDateTime(input.approvedAt)),
    pair('가맹점번호', input.merchantNo || '-'),
    pair('단말기번호', input.tid || '-'),
    { kind: 'separator', char: '-' },
    pair('공급가액', formatNumber(sign * supply)),
    pair('부가세', formatNumber(sign * (input.amount - supply))),
    { kind: 'pair', label: input.kind === 'cancel' ? '취소 금액' : '합계', value: formatNumber(sign * input.amount), bold: true },
    { kind: 'separator', char: '-' },
  ];
  if (input.manual) blocks.push({ kind: 'text', text: '※ 수기 입력 (카드 단말기 고장 시 승인)', bold: true });
  if (input.kind === 'approval' && input.amount > SIGNATURE_OVER && !input.signed) {
    blocks.push({ kind: 'feed', lines: 1 }, { kind: 'pair', label: '서명', value: '________________' });
  } else if (input.kind === 'approval') {
    blocks.push({ kind: 'text', text: input.signed ? '전자서명 완료' : '무서명 거래', align: 'center' });
  }
  blocks.push({ kind: 'text', text: '카드사 보관용이 아닌 고객 보관용입니다.', align: 'center' }, { kind: 'feed', lines: 3 }, { kind: 'cut', partial: true });
  return { blocks };
}
