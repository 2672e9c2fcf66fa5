// The receipt of an exchange (교환, #28): one paper with both halves — the returned goods (negative,
// as on a 취소 영수증), the goods taken instead, and the difference: 차액 받음 with how it was paid,
// 차액 환불 with how it went back, or 차액 없음. The returned goods' value pays the new goods up to
// the smaller of the two, so money rows cover only the difference.
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { ReceiptError } from './receipt-error.ts';
import { assertPaid, discountRows, formatReceiptDateTime, itemTable, metaRows, receiptFooter, receiptTotals, shopHeader, vatRows } from './receipt-parts.ts';
import type { ReceiptDiscount, ReceiptSaleLine, ReceiptShopInfo } from './receipt-parts.ts';
import { refundRows, type ReceiptRefund } from './refund-receipt.ts';
import { paymentRows, type ReceiptPayment } from './sale-receipt.ts';

export interface ExchangeReceiptInput {
  readonly shop: ReceiptShopInfo;
  /** The new sale's receipt number (printed as the barcode). */
  readonly receiptNo: string;
  readonly refundNo: string;
  readonly originalReceiptNo: string;
  readonly exchangedAt: number;
  readonly cashierName?: string;
  readonly terminalName?: string;
  readonly reason?: string;
  /** The returned goods at what they give back (their line discount holds their share of the sale's discounts). */
  readonly returned: readonly ReceiptSaleLine[];
  readonly lines: readonly ReceiptSaleLine[];
  readonly discounts?: readonly ReceiptDiscount[];
  /** The shopper's payments of the difference (empty unless the new goods cost more). */
  readonly payments: readonly ReceiptPayment[];
  /** How the difference went back (empty unless the returned goods are worth more). */
  readonly refunds: readonly ReceiptRefund[];
}

export const EXCHANGE_RECEIPT_NOTE = '교환이 완료되었습니다.';

export function buildExchangeReceipt(input: ExchangeReceiptInput): ReceiptDocument {
  const back = receiptTotals(input.returned, []);
  const taken = receiptTotals(input.lines, input.discounts ?? []);
  const difference = taken.total - back.total;
  if (input.payments.length > 0 && input.refunds.length > 0) throw new ReceiptError('RECEIPT_PAYMENT_MISMATCH', { due: difference, paid: 0 });
  if (difference >= 0) assertPaid(difference, input.payments);
  else assertPaid(-difference, input.refunds);
  const cashMoves = input.payments.some((p) => p.method === 'cash') || input.refunds.some((r) => r.method === 'cash');
  const label = difference > 0 ? '차액 받음' : difference < 0 ? '차액 환불' : '차액 없음';
  const blocks: ReceiptBlock[] = [
    ...(cashMoves ? [{ kind: 'drawer', pin: 2 } as const] : []),
    ...shopHeader(input.shop, '[교환 영수증]'),
    ...metaRows([
      ['영수증 번호', input.receiptNo],
      ['반품 번호', input.refundNo],
      ['원 영수증 번호', input.originalReceiptNo],
      ['교환 일시', formatReceiptDateTime(input.exchangedAt)],
      ['단말기', input.terminalName],
      ['담당', input.cashierName],
      ['사유', input.reason],
    ]),
    { kind: 'text', text: '[반품 상품]', bold: true },
    ...itemTable(input.returned, -1),
    { kind: 'pair', label: '반품 합계', value: formatNumber(-back.total) },
    { kind: 'text', text: '[교환 상품]', bold: true },
    ...itemTable(input.lines, 1),
    ...discountRows(input.discounts ?? [], 1),
    { kind: 'pair', label: '교환 상품 합계', value: formatNumber(taken.total) },
    ...vatRows(taken, 1),
    { kind: 'separator', char: '=' },
    { kind: 'pair', label, value: formatNumber(difference), bold: true, heightScale: 2 },
    { kind: 'separator', char: '-' },
    ...input.payments.flatMap(paymentRows),
    ...input.refunds.flatMap(refundRows),
    ...receiptFooter(input.receiptNo, EXCHANGE_RECEIPT_NOTE),
  ];
  return { blocks };
}
