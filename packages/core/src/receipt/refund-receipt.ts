// Builds the receipt document of a refund: returned items and the refund total print as negative
// amounts, the original receipt number is named, and each refund says how the money went back
// (cash from the drawer, or a card cancellation with its own approval number).
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import {
  assertPaid,
  discountRows,
  formatReceiptDateTime,
  itemTable,
  metaRows,
  receiptFooter,
  receiptTotals,
  shopHeader,
  vatRows,
} from './receipt-parts.ts';
import type { ReceiptDiscount, ReceiptSaleLine, ReceiptShopInfo } from './receipt-parts.ts';

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
  readonly maskedCardNo?: string;
}

export type ReceiptRefund = ReceiptCashRefund | ReceiptCardRefund;

export interface RefundReceiptInput {
  readonly shop: ReceiptShopInfo;
  readonly receiptNo: string;
  readonly originalReceiptNo: string;
  readonly refundedAt: number;
  readonly cashierName?: string;
  readonly reason?: string;
  readonly lines: readonly ReceiptSaleLine[];
  /** Sale discounts taken back with the goods (they reduce the refund). */
  readonly discounts?: readonly ReceiptDiscount[];
  readonly refunds: readonly ReceiptRefund[];
}

export const REFUND_RECEIPT_NOTE = '환불이 완료되었습니다.';

function refundRows(refund: ReceiptRefund): ReceiptBlock[] {
  if (refund.method === 'cash') {
    return [{ kind: 'pair', label: '현금 환불', value: formatNumber(refund.amount) }];
  }
  return [
    { kind: 'pair', label: `카드 취소 (${refund.issuer})`, value: formatNumber(refund.amount) },
    ...metaRows([['  카드번호', refund.maskedCardNo]]),
    { kind: 'pair', label: '  취소 승인번호', value: refund.approvalNo },
  ];
}

export function buildRefundReceipt(input: RefundReceiptInput): ReceiptDocument {
  const discounts = input.discounts ?? [];
  const totals = receiptTotals(input.lines, discounts);
  assertPaid(totals.total, input.refunds);
  const refundBlocks = input.refunds.flatMap(refundRows);
  const opensDrawer = input.refunds.some((refund) => refund.method === 'cash');
  const blocks: ReceiptBlock[] = [
    ...(opensDrawer ? [{ kind: 'drawer', pin: 2 } as const] : []),
    ...shopHeader(input.shop, '[환불 영수증]'),
    ...metaRows([
      ['환불 번호', input.receiptNo],
      ['원 영수증 번호', input.originalReceiptNo],
      ['환불 일시', formatReceiptDateTime(input.refundedAt)],
      ['담당', input.cashierName],
      ['사유', input.reason],
    ]),
    ...itemTable(input.lines, -1),
    { kind: 'pair', label: '상품 합계', value: formatNumber(-totals.subtotal) },
    ...discountRows(discounts, -1),
    { kind: 'pair', label: '환불 금액', value: formatNumber(-totals.total), bold: true, heightScale: 2 },
    ...vatRows(totals, -1),
    { kind: 'separator', char: '-' },
    ...refundBlocks,
    ...receiptFooter(input.receiptNo, REFUND_RECEIPT_NOTE),
  ];
  return { blocks };
}
