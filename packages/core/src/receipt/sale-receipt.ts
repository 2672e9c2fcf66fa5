// Builds the receipt document of a counter sale from plain sale data. The cash drawer pulse comes
// first, so the drawer opens while the paper is still printing.
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { ReceiptError } from './receipt-error.ts';
import { cardRows, formatReceiptDateTime, composeReceipt } from './receipt-parts.ts';
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
  return cardRows(`카드 (${payment.issuer})`, payment, [
    ['  할부', months > 1 ? `${months}개월` : '일시불'],
    ['  승인번호', payment.approvalNo],
  ]);
}

export function buildSaleReceipt(input: SaleReceiptInput): ReceiptDocument {
  return composeReceipt({
    shop: input.shop,
    title: '[판매 영수증]',
    receiptNo: input.receiptNo,
    meta: [
      ['영수증 번호', input.receiptNo],
      ['판매 일시', formatReceiptDateTime(input.soldAt)],
      ['단말기', input.terminalName],
      ['담당', input.cashierName],
    ],
    lines: input.lines,
    discounts: input.discounts ?? [],
    sign: 1,
    totalLabel: '받을 금액',
    money: input.payments,
    moneyRows: paymentRows,
    note: SALE_RECEIPT_THANKS,
  });
}
