// Builds the receipt document of a counter sale from plain sale data. The cash drawer pulse comes
// first, so the drawer opens while the paper is still printing.
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { ReceiptError } from './receipt-error.ts';
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

export interface ReceiptCashPayment {
  readonly method: 'cash';
  readonly amount: number;
  /** What the customer handed over; the change is printed. */
  readonly tendered: number;
}

export interface ReceiptCardPayment {
  readonly method: 'card';
  readonly amount: number;
  /** Card company as the terminal reports it ("신한카드"). */
  readonly issuer: string;
  readonly approvalNo: string;
  /** Masked card number ("1234-56**-****-7890"), if the terminal gave one. */
  readonly maskedCardNo?: string;
  /** 0 or absent: 일시불. */
  readonly installmentMonths?: number;
}

export type ReceiptPayment = ReceiptCashPayment | ReceiptCardPayment;

export interface SaleReceiptInput {
  readonly shop: ReceiptShopInfo;
  readonly receiptNo: string;
  readonly soldAt: number;
  readonly cashierName?: string;
  readonly terminalName?: string;
  readonly lines: readonly ReceiptSaleLine[];
  readonly discounts?: readonly ReceiptDiscount[];
  readonly payments: readonly ReceiptPayment[];
}

export const SALE_RECEIPT_THANKS = '이용해 주셔서 감사합니다.';

function paymentRows(payment: ReceiptPayment): ReceiptBlock[] {
  if (payment.method === 'cash') {
    if (payment.tendered < payment.amount) {
      throw new ReceiptError('RECEIPT_TENDER_SHORT', { amount: payment.amount, tendered: payment.tendered });
    }
    return [
      { kind: 'pair', label: '현금', value: formatNumber(payment.amount) },
      { kind: 'pair', label: '  받은 돈', value: formatNumber(payment.tendered) },
      { kind: 'pair', label: '  거스름돈', value: formatNumber(payment.tendered - payment.amount) },
    ];
  }
  const months = payment.installmentMonths ?? 0;
  return [
    { kind: 'pair', label: `카드 (${payment.issuer})`, value: formatNumber(payment.amount) },
    ...metaRows([['  카드번호', payment.maskedCardNo]]),
    { kind: 'pair', label: '  할부', value: months > 1 ? `${months}개월` : '일시불' },
    { kind: 'pair', label: '  승인번호', value: payment.approvalNo },
  ];
}

export function buildSaleReceipt(input: SaleReceiptInput): ReceiptDocument {
  const discounts = input.discounts ?? [];
  const totals = receiptTotals(input.lines, discounts);
  assertPaid(totals.total, input.payments);
  const paymentBlocks = input.payments.flatMap(paymentRows);
  const opensDrawer = input.payments.some((payment) => payment.method === 'cash');
  const blocks: ReceiptBlock[] = [
    ...(opensDrawer ? [{ kind: 'drawer', pin: 2 } as const] : []),
    ...shopHeader(input.shop, '[판매 영수증]'),
    ...metaRows([
      ['영수증 번호', input.receiptNo],
      ['판매 일시', formatReceiptDateTime(input.soldAt)],
      ['단말기', input.terminalName],
      ['담당', input.cashierName],
    ]),
    ...itemTable(input.lines, 1),
    { kind: 'pair', label: '상품 합계', value: formatNumber(totals.subtotal) },
    ...discountRows(discounts, 1),
    { kind: 'pair', label: '받을 금액', value: formatNumber(totals.total), bold: true, heightScale: 2 },
    ...vatRows(totals, 1),
    { kind: 'separator', char: '-' },
    ...paymentBlocks,
    ...receiptFooter(input.receiptNo, SALE_RECEIPT_THANKS),
  ];
  return { blocks };
}
