// The arithmetic of a counter sale, shared by the sale screen's running totals and the recorder that
// checks them again before anything is written. Integer won throughout.
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
