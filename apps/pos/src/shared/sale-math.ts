// The arithmetic of a counter sale, shared by the sale screen's running totals and the recorder that
// checks them again before anything is written. Integer won throughout.
import { percentOfWon } from '@courtside/core/pos';
import type { Payment, SaleDiscount, SaleLine } from './schemas.ts';

export interface SaleTotals {
  /** Σ line nets (after line discounts, before the sale discount). Core's `subtotal` is the gross Σ quantity × unitPrice. */
  readonly linesNet: number;
  readonly discount: number;
  readonly total: number;
  readonly paid: number;
  readonly change: number;
}

export function activeLines(lines: readonly SaleLine[]): SaleLine[] {
  return lines.filter((line) => line.voidReason === null);
}

export function lineNet(line: Pick<SaleLine, 'quantity' | 'unitPrice' | 'discount'>): number {
  return line.quantity * line.unitPrice - line.discount;
}

export function saleTotals(lines: readonly SaleLine[], saleDiscount: SaleDiscount | null, payments: readonly Payment[] = []): SaleTotals {
  const linesNet = activeLines(lines).reduce((sum, line) => sum + lineNet(line), 0);
  const discount = saleDiscount?.amount ?? 0;
  const total = linesNet - discount;
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const change = payments.reduce((sum, payment) => sum + (payment.method === 'cash' ? Math.max(0, payment.tendered - payment.amount) : 0), 0);
  return { linesNet, discount, total, paid, change };
}

/** A discount as the 할인 panel takes it (issue 28 item 7): a percentage or won. */
export interface DiscountInput {
  readonly unit: 'percent' | 'won';
  readonly value: number;
}

/**
 * The won a discount takes off `base` (a line's quantity × price, or the lines' net for the sale):
 * a percentage is 원 단위 절사 — floored to whole won (core's percentOfWon); won are capped at the base.
 */
export function discountWon(base: number, input: DiscountInput): number {
  if (input.unit === 'percent') return percentOfWon(base, input.value);
  return Math.max(0, Math.min(base, Math.trunc(input.value)));
}

/** The sale discount's label on the receipt: "할인 10%" for a percentage, "할인" for won. */
export function discountLabel(input: DiscountInput): string {
  return input.unit === 'percent' ? `할인 ${input.value}%` : '할인';
}
