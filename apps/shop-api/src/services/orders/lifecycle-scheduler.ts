// Deadlines nobody presses a button for: an unpaid virtual account is cancelled once its deposit
// deadline passes (stock, points and coupons come back), and a delivered option is confirmed
// automatically after the configured days (its points are given then). Driven by a timer over the
// server's injectable clock, so tests move the clock and call runOnce(). Safe to run on several
// instances at once: every change is a conditional update, and a lost race is skipped.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { cancelOrder } from './claims.ts';
import { confirmPurchase, type PayInfo } from './orders.ts';
import { DEPOSIT_DAYS } from '../checkout/pay-types.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

const dayMs = 86_400_000;

export interface LifecycleOptions {
  db: Kysely<ShopDb>;
  now: () => Date;
  /** Days after delivery before the purchase is confirmed on the shopper's behalf. */
  buyConfirmDays: number;
  /** Timer period; 0 = no timer (runOnce only). */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

export interface LifecycleRun {
  /** Orders cancelled because the deposit deadline passed. */
  expiredOrderNos: string[];
  /** Order options confirmed automatically. */
  confirmedOrderOptionNos: number[];
}

/** A lost race (another instance, or the shopper, got there first) is not an error here. */
function lostRace(error: unknown): boolean {
  return error instanceof DomainError;
}

export async function expireVirtualAccounts(db: Kysely<ShopDb>, now: Date): Promise<string[]> {
  // A deadline is DEPOSIT_DAYS after the account was issued, so older decisions are the only candidates.
  const waiting = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.order_no', 'payments.order_no')
    .select(['payments.payment_key', 'orders.order_no', 'orders.member_no', 'orders.pay_info_json'])
    .where('payments.status', '=', 'DEPOSIT_WAIT')
    .where('payments.decided_at', '<=', new Date(now.getTime() - DEPOSIT_DAYS * dayMs + dayMs).toISOString())
    .execute();
  const expired: string[] = [];
  for (const w of waiting) {
    const deadline = parseJson<PayInfo | null>(w.pay_info_json, null)?.bankInfo?.paymentExpirationYmdt;
    if (!deadline || new Date(deadline).getTime() > now.getTime()) continue;
    const claimed = await db.updateTable('payments').set({ status: 'EXPIRED' }).where('payment_key', '=', w.payment_key).where('status', '=', 'DEPOSIT_WAIT').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const actor = w.member_no !== null ? { memberNo: w.member_no, guestOrderNo: null } : { memberNo: null, guestOrderNo: w.order_no };
    try {
      await cancelOrder(db, w.order_no, actor, { claimReasonType: 'CANCEL_BEFORE_PAY', claimReasonDetail: '입금 기한이 지나 자동으로 취소되었습니다.', responsibleObjectType: 'BUYER' }, now);
      expired.push(w.order_no);
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return expired;
}

export async function confirmDelivered(db: Kysely<ShopDb>, now: Date, days: number): Promise<number[]> {
  const due = await db
    .selectFrom('order_options')
    .selectAll()
    .where('order_status', '=', 'DELIVERY_DONE')
    .where('claim_status', 'is', null)
    .where('delivery_done_at', '<=', new Date(now.getTime() - days * dayMs).toISOString())
    .orderBy('order_option_no')
    .limit(500)
    .execute();
  const confirmed: number[] = [];
  for (const option of due) {
    const order = await db.selectFrom('orders').selectAll().where('order_no', '=', option.order_no).executeTakeFirst();
    if (!order) continue;
    try {
      await confirmPurchase(db, option, order, now);
      confirmed.push(option.order_option_no);
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  return confirmed;
}

export interface LifecycleScheduler {
  runOnce(): Promise<LifecycleRun>;
  stop(): void;
}

export function startLifecycleScheduler(options: LifecycleOptions): LifecycleScheduler {
  let running: Promise<LifecycleRun> | null = null;
  const runOnce = () => {
    // One pass at a time: a slow pass is not overlapped by the next tick.
    running ??= (async () => {
      try {
        const now = options.now();
        return {
          expiredOrderNos: await expireVirtualAccounts(options.db, now),
          confirmedOrderOptionNos: await confirmDelivered(options.db, now, options.buyConfirmDays),
        };
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = options.intervalMs > 0
    ? setInterval(() => {
        runOnce().catch((error: unknown) => options.onError?.(error));
      }, options.intervalMs)
    : null;
  timer?.unref();
  return {
    runOnce,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
