// Best sellers (`GET /products/best-seller/search`): products ranked by the units sold in a period
// — the platform's week (the 7 days up to now), or this stand-in's month (30 days) — from the
// orders themselves. Pure: the service reads the paid lines, this ranks them.
import { ORDER_PROGRESS_STATUSES } from '@courtside/core/constants';

export type BestSellerPeriod = 'WEEK' | 'MONTH';

export const periodDays: Record<BestSellerPeriod, number> = { WEEK: 7, MONTH: 30 };

/** A sold line: paid (not waiting for a deposit), neither cancelled nor returned. */
export const SOLD_STATUSES: readonly string[] = ORDER_PROGRESS_STATUSES.filter((s) => s !== 'DEPOSIT_WAIT');

export interface SoldLine {
  productNo: number;
  orderCnt: number;
  buyAmt: number;
  /** When the order was paid (ISO-8601). */
  paidAt: string;
  orderStatus: string;
}

export interface BestSeller {
  productNo: number;
  /** Units sold in the period. */
  saleCnt: number;
  /** Won taken in the period (ties on units go to the larger). */
  saleAmt: number;
}

/** The start of the period ending at `now`. */
export function periodStart(period: BestSellerPeriod, now: Date): Date {
  return new Date(now.getTime() - periodDays[period] * 86_400_000);
}

/**
 * Ranks the lines paid in [since, now]: most units first, then most won, then the lower product
 * number (a stable order for equal sales). Lines not sold (waiting, cancelled, returned) count nothing.
 */
export function rankBestSellers(lines: readonly SoldLine[], since: Date, now: Date): BestSeller[] {
  const from = since.getTime();
  const to = now.getTime();
  const byProduct = new Map<number, BestSeller>();
  for (const line of lines) {
    if (!SOLD_STATUSES.includes(line.orderStatus) || line.orderCnt <= 0) continue;
    const at = Date.parse(line.paidAt);
    if (!(at >= from && at <= to)) continue;
    const entry = byProduct.get(line.productNo) ?? { productNo: line.productNo, saleCnt: 0, saleAmt: 0 };
    entry.saleCnt += line.orderCnt;
    entry.saleAmt += line.buyAmt;
    byProduct.set(line.productNo, entry);
  }
  return [...byProduct.values()].sort((a, b) => b.saleCnt - a.saleCnt || b.saleAmt - a.saleAmt || a.productNo - b.productNo);
}
