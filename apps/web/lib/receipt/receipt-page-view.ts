// The storefront's receipt page (#28 item 9): the own server's receipt view (the sale as the printer
// printed it, staff and ids left out) reshaped into the rows the page shows — every amount as
// "12,000원", times in Seoul. Pure; the page and its print stylesheet only lay the rows out.
import { formatWon } from '@courtside/core/format';
import type { PosReceiptView } from '@courtside/core/pos';
import { formatReceiptDateTime } from '@courtside/core/receipt';

export interface ReceiptRow {
  readonly label: string;
  readonly value: string;
  /** Indented under the row before it (unit price, a line's discount, a payment's details). */
  readonly sub?: boolean;
  readonly strong?: boolean;
}

export interface ReceiptItemRow {
  readonly name: string;
  readonly quantity: number;
  readonly amount: string;
  readonly details: readonly ReceiptRow[];
}

export interface ReceiptRefundSection {
  readonly title: string;
  readonly items: readonly ReceiptItemRow[];
  readonly total: string;
}

export interface ReceiptPageView {
  readonly shop: { readonly name: string; readonly lines: readonly string[] } | null;
  readonly meta: readonly ReceiptRow[];
  readonly items: readonly ReceiptItemRow[];
  readonly totals: readonly ReceiptRow[];
  readonly payments: readonly ReceiptRow[];
  readonly refunds: readonly ReceiptRefundSection[];
  /** After refunds, what the sale stands at (null without refunds). */
  readonly netTotal: string | null;
  readonly phoneMasked: string;
  /** "2026-05-31 12:00까지" (Seoul). */
  readonly expires: string;
}

const at = (iso: string): string => formatReceiptDateTime(Date.parse(iso));
const named = (name: string, option: string | null): string => (option ? `${name} (${option})` : name);

export function reshapeReceiptPage(view: PosReceiptView): ReceiptPageView {
  const { totals } = view;
  const discountRows = view.discounts.map((d) => ({ label: d.label, value: formatWon(-d.amount) }));
  return {
    shop: view.shop
      ? { name: view.shop.name, lines: [`사업자번호 ${view.shop.businessNumber}`, `대표 ${view.shop.representative}`, `전화 ${view.shop.phone}`, view.shop.address] }
      : null,
    meta: [
      { label: '영수증 번호', value: view.receiptNo },
      { label: '판매 일시', value: at(view.soldAt) },
      { label: '받는 분', value: view.phoneMasked },
    ],
    items: view.lines.map((l) => ({
      name: named(l.name, l.optionName),
      quantity: l.quantity,
      amount: formatWon(l.quantity * l.unitPrice),
      details: [
        ...(l.quantity > 1 ? [{ label: '단가', value: formatWon(l.unitPrice), sub: true }] : []),
        ...(l.discount ? [{ label: '할인', value: formatWon(-l.discount), sub: true }] : []),
      ],
    })),
    totals: [
      { label: '상품 합계', value: formatWon(totals.subtotal - totals.lineDiscount) },
      ...discountRows,
      { label: '결제 금액', value: formatWon(totals.total), strong: true },
      { label: '공급가액', value: formatWon(totals.supply), sub: true },
      { label: '부가세', value: formatWon(totals.vat), sub: true },
    ],
    payments: view.payments.flatMap((p): ReceiptRow[] => {
      if (p.method === 'cash') {
        const receipt = p.cashReceipt;
        return [
          { label: p.label, value: formatWon(p.amount) },
          { label: '받은 돈', value: formatWon(p.tendered), sub: true },
          { label: '거스름돈', value: formatWon(p.change), sub: true },
          ...(receipt
            ? [
                { label: '현금영수증', value: receipt.typeLabel, sub: true },
                { label: '식별번호', value: receipt.identityMasked, sub: true },
                { label: '승인번호', value: receipt.approvalNo ?? '발급 대기 중', sub: true },
              ]
            : []),
        ];
      }
      return [
        { label: p.label, value: formatWon(p.amount) },
        ...(p.maskedCardNo ? [{ label: '카드번호', value: p.maskedCardNo, sub: true }] : []),
        ...(p.installment ? [{ label: '할부', value: p.installment, sub: true }] : []),
        { label: '승인번호', value: p.approvalNo, sub: true },
      ];
    }),
    refunds: view.refunds.map((r) => ({
      title: `환불 ${at(r.refundedAt)} (${r.refundNo})`,
      items: r.lines.map((l) => ({ name: named(l.name, l.optionName), quantity: l.quantity, amount: formatWon(-l.amount), details: [] })),
      total: formatWon(-r.total),
    })),
    netTotal: view.refunds.length > 0 ? formatWon(totals.total - view.refundedTotal) : null,
    phoneMasked: view.phoneMasked,
    expires: `${at(view.expiresAt).slice(0, 16)}까지`,
  };
}
