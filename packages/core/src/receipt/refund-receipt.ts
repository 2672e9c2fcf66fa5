// Builds the receipt document of a refund (the 취소 영수증): returned items and the refund total print as negative
// amounts, the original receipt number is named, and each refund says how the money went back
// (cash from the drawer, or a card cancellation with its own approval number and the original one).
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { cardRows, formatReceiptDateTime, composeReceipt } from './receipt-parts.ts';
import type { ReceiptInputBase } from './receipt-parts.ts';

export interface ReceiptCashRefund {
  readonly method: 'cash';
  readonly amount: number;
}

export interface ReceiptCardRefund {
  readonly method: 'card';
  readonly amount: number;
  readonly issuer: string;
  /** The approval number of the cancellation. */
  readonly approvalNo: string;
  /** The sale's approval it cancels (원승인번호). */
  readonly originalApprovalNo?: string;
  readonly maskedCardNo?: string;
}

export type ReceiptRefund = ReceiptCashRefund | ReceiptCardRefund;

export interface RefundReceiptInput extends ReceiptInputBase {
  readonly originalReceiptNo: string;
  readonly refundedAt: number;
  readonly reason?: string;
  readonly refunds: readonly ReceiptRefund[];
}

export const REFUND_RECEIPT_NOTE = '환불이 완료되었습니다.';

export function refundRows(refund: ReceiptRefund): ReceiptBlock[] {
  if (refund.method === 'cash') {
    return [{ kind: 'pair', label: '현금 환불', value: formatNumber(refund.amount) }];
  }
  return cardRows(`카드 취소 (${refund.issuer})`, refund, [['  취소 승인번호', refund.approvalNo], ...(refund.originalApprovalNo ? [['  원승인번호', refund.originalApprovalNo] as const] : [])]);
}

export function buildRefundReceipt(input: RefundReceiptInput): ReceiptDocument {
  return composeReceipt({
    shop: input.shop,
    title: '[취소 영수증]',
    receiptNo: input.receiptNo,
    meta: [
      ['환불 번호', input.receiptNo],
      ['원 영수증 번호', input.originalReceiptNo],
      ['환불 일시', formatReceiptDateTime(input.refundedAt)],
      ['담당', input.cashierName],
      ['사유', input.reason],
    ],
    lines: input.lines,
    discounts: input.discounts ?? [],
    sign: -1,
    totalLabel: '환불 금액',
    money: input.refunds,
    moneyRows: refundRows,
    note: REFUND_RECEIPT_NOTE,
  });
}
