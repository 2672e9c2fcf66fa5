// The stand-in partner's side of an order after it was sent (the protocol's status and cancel): an
// order is RECEIVED until production starts — the stand-in's rule, a day after it arrived — then
// IN_PRODUCTION, when it can no longer be cancelled; a cancelled order stays CANCELLED (cancelling it
// again answers the same).
import { PodError, type PodOrderState } from '../provider';
import type { StandInContext } from './context';

/** How long after arrival the stand-in starts producing an order (and stops accepting its cancel). */
export const PRODUCTION_STARTS_AFTER_MS = 24 * 60 * 60 * 1000;

async function received(ctx: StandInContext, orderCode: string) {
  const row = await ctx.db.selectFrom('pod_received_orders').select(['order_code', 'received_at', 'cancelled_at']).where('order_code', '=', orderCode).executeTakeFirst();
  if (!row) throw new PodError('POD_NOT_FOUND');
  return row;
}

function stateOf(ctx: StandInContext, row: { order_code: string; received_at: string; cancelled_at: string | null }): PodOrderState {
  const producing = ctx.now().getTime() - Date.parse(row.received_at) >= PRODUCTION_STARTS_AFTER_MS;
  return {
    orderCode: row.order_code,
    status: row.cancelled_at !== null ? 'CANCELLED' : producing ? 'IN_PRODUCTION' : 'RECEIVED',
    receivedAt: row.received_at,
    cancelledAt: row.cancelled_at,
  };
}

export async function orderState(ctx: StandInContext, orderCode: string): Promise<PodOrderState> {
  return stateOf(ctx, await received(ctx, orderCode));
}

export async function cancelOrder(ctx: StandInContext, orderCode: string): Promise<PodOrderState> {
  const state = await orderState(ctx, orderCode);
  if (state.status === 'CANCELLED') return state;
  if (state.status === 'IN_PRODUCTION') throw new PodError('POD_ORDER_NOT_CANCELLABLE');
  // Only a still-open order is cancelled (a second request racing this one changes nothing more).
  await ctx.db.updateTable('pod_received_orders').set({ cancelled_at: ctx.now().toISOString() }).where('order_code', '=', orderCode).where('cancelled_at', 'is', null).execute();
  return orderState(ctx, orderCode);
}
