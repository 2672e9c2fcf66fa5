// Builds the receipt document of a counter sale from plain sale data. The cash drawer pulse comes
// first, so the drawer opens while the paper is still printing.
import { formatNumber } from '../format/won.ts';
import type { ReceiptBlock, ReceiptDocument } from './document.ts';
import { ReceiptError } from './receipt-error.ts';
import { cardRows, formatReceiptDateTime, composeReceipt } from './receipt-parts.ts';
import type { ReceiptInputBase } from './receipt-parts.ts';

export interface ReceiptCashPayment {
  readonly method: 'cash';
  readonly amount: number;
  /** What the customer handed over; the change is printed. */
  readonly tendered: number;
  /** A 현금영수증 issued (or waiting to be issued) for this cash payment. */
  readonly cashReceipt?: ReceiptCashReceipt;
}

export interface ReceiptCashReceipt {
  /** 소득공제 or 지출증빙 (and 자진발급). */
  readonly typeLabel: string;
  /** "010-****-5678". */
  readonly identityMasked: string;
  /** Null while it waits for the card reader's agent. */
  readonly approvalNo: string | null;
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
  /** What to call it instead of "카드": "카카오페이" for 간편결제. */
  readonly label?: string;
  /** Typed in by hand while the reader was out of order. */
  readonly manual?: boolean;
}

export type ReceiptPayment = ReceiptCashPayment | ReceiptCardPayment;

export interface SaleReceiptInput extends ReceiptInputBase {
  readonly soldAt: number;
  readonly terminalName?: string;
  readonly payments: readonly ReceiptPayment[];
}

export const SALE_RECEIPT_THANKS = '이용해 주셔서 감사합니다.';

export function paymentRows(payment: ReceiptPayment): ReceiptBlock[] {
  if (payment.method === 'cash') {
    if (payment.tendered < payment.amount) {
      throw new ReceiptError('RECEIPT_TENDER_SHORT', { amount: payment.amount, tendered: payment.tendered });
    }
    const receipt = payment.cashReceipt;
    return [
      { kind: 'pair', label: '현금', value: formatNumber(payment.amount) },
      { kind: 'pair', label: '  받은 돈', value: formatNumber(payment.tendered) },
      { kind: 'pair', label: '  거스름돈', value: formatNumber(payment.tendered - payment.amount) },
      ...(receipt
        ? ([
            { kind: 'pair', label: '  현금영수증', value: receipt.typeLabel },
            { kind: 'pair', label: '  식별번호', value: receipt.identityMasked },
            { kind: 'pair', label: '  승인번호', value: receipt.approvalNo ?? '발급 대기 중' },
          ] as const)
        : []),
    ];
  }
  const months = payment.installmentMonths ?? 0;
  if (payment.label) return cardRows(payment.label, payment, [['  승인번호', payment.approvalNo]]);
  return cardRows(`카드 (${payment.issuer})`, payment, [
    ['  할부', months > 1 ? `${months}개월` : '일시불'],
    ['  승인번호', payment.approvalNo],
    ...(payment.manual ? ([['  입력', '수기 입력']] as const) : []),
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
