// 교환 at the counter (#28 item 6), as numbers: which returned lines give back how much (the refund
// rules of refund-plan.ts, sale discounts spread over the lines), what the new goods cost, and the
// difference. The returned goods pay for the new ones up to the smaller of the two (`credit`, the
// same figure on the refund and on the new sale, so the ledger counts money once); the rest is paid
// by the shopper (`due`) or given back the way the original sale was paid (`refund`).
import type { PosRefundLine, PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { TerminalError } from '../terminal-error.ts';
import { planRefundLines, type RefundLineRequest } from './refund-plan.ts';

export interface ExchangePlan {
  readonly returnLines: readonly PosRefundLine[];
  /** What the returned goods are worth (their share of the sale, after its discounts). */
  readonly returned: number;
  /** What the new goods cost (after their discounts). */
  readonly newTotal: number;
  /** min(returned, newTotal): the part of the new sale the returned goods pay. */
  readonly credit: number;
  /** newTotal − returned: above 0 the shopper pays it, below 0 it goes back. */
  readonly difference: number;
  readonly due: number;
  readonly refund: number;
}

/** The exchange of `returns` (lines of `sale`, after `earlier` refunds) for new goods costing `newTotal`. */
export function planExchange(sale: PosSalePayload, earlier: readonly PosRefundPayload[], returns: readonly RefundLineRequest[], newTotal: number): ExchangePlan {
  const asked = returns.filter((r) => r.quantity > 0);
  if (asked.length === 0) throw new TerminalError('EXCHANGE_NO_RETURN');
  if (!Number.isSafeInteger(newTotal) || newTotal <= 0) throw new TerminalError('EXCHANGE_NO_NEW_ITEMS');
  const returnLines = planRefundLines(sale, earlier, asked);
  const returned = returnLines.reduce((sum, line) => sum + line.amount, 0);
  if (returned <= 0) throw new TerminalError('EXCHANGE_NOTHING_RETURNED');
  const difference = newTotal - returned;
  return { returnLines, returned, newTotal, credit: Math.min(returned, newTotal), difference, due: Math.max(0, difference), refund: Math.max(0, -difference) };
}

/** The receipt's and the screen's word for the difference. */
export function differenceLabel(plan: Pick<ExchangePlan, 'due' | 'refund'>): string {
  if (plan.due > 0) return '차액 받음';
  if (plan.refund > 0) return '차액 환불';
  return '차액 없음';
}
