// A member's own orders as the my-page reads them: one page of orders in a date range (optionally of
// some statuses), one order, its live claims, and the status counts behind the my-page badges.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import type { IsoRange } from '../shared/kst-dates.ts';
import { loadOrderOptions, orderErrors, type OrderRow } from './orders.ts';

/** One page of the member's orders placed in `range` (newest first) with their options. */
export async function memberOrders(db: Kysely<ShopDb>, memberNo: number, range: IsoRange, statuses: readonly string[], page: { pageNumber: number; pageSize: number }) {
  let base = db.selectFrom('orders').where('member_no', '=', memberNo).where('order_ymdt', '>=', range.from).where('order_ymdt', '<', range.to);
  if (statuses.length > 0) {
    base = base.where(({ exists, selectFrom }) =>
      exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.order_status', 'in', [...statuses])),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const orders = await base
    .selectAll('orders')
    .orderBy('order_ymdt', 'desc')
    .orderBy('order_no', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize)
    .execute();
  const options = await loadOrderOptions(db, orders.map((o) => o.order_no));
  return { totalCount: Number(count?.n ?? 0), orders, options };
}

export async function memberOrder(db: Kysely<ShopDb>, memberNo: number, orderNo: string): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('member_no', '=', memberNo).executeTakeFirst();
  if (!order) throw orderErrors.notFound();
  return order;
}

export async function claimsOf(db: Kysely<ShopDb>, orderNo: string) {
  return db.selectFrom('claims').selectAll().where('order_no', '=', orderNo).where('withdrawn_at', 'is', null).orderBy('claim_no').execute();
}

/** Counts of order options by status over a date range (my-page badges). */
export async function statusCounts(db: Kysely<ShopDb>, memberNo: number, range: { from: string; to: string }): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('order_options')
    .innerJoin('orders', 'orders.order_no', 'order_options.order_no')
    .select(['order_options.order_status', 'order_options.claim_status'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('orders.member_no', '=', memberNo)
    .where('orders.order_ymdt', '>=', range.from)
    .where('orders.order_ymdt', '<', range.to)
    .groupBy(['order_options.order_status', 'order_options.claim_status'])
    .execute();
  const counts: Record<string, number> = {
    depositWaitCnt: 0, payDoneCnt: 0, productPrepareCnt: 0, deliveryPrepareCnt: 0, deliveryIngCnt: 0, deliveryDoneCnt: 0, buyConfirmCnt: 0,
    cancelDoneCnt: 0, returnDoneCnt: 0, exchangeDoneCnt: 0, cancelProcessingCnt: 0, returnProcessingCnt: 0, exchangeProcessingCnt: 0,
  };
  for (const r of rows) {
    const key = summaryKeyOf(r.order_status, r.claim_status);
    if (key) counts[key] = (counts[key] ?? 0) + Number(r.n);
  }
  return counts;
}

function summaryKeyOf(orderStatus: string, claimStatus: string | null): string | undefined {
  if (claimStatus === 'CANCEL_DONE' || claimStatus === 'CANCEL_NO_REFUND') return 'cancelDoneCnt';
  if (claimStatus === 'RETURN_DONE') return 'returnDoneCnt';
  if (claimStatus === 'EXCHANGE_DONE') return 'exchangeDoneCnt';
  if (claimStatus?.startsWith('RETURN')) return 'returnProcessingCnt';
  if (claimStatus?.startsWith('CANCEL')) return 'cancelProcessingCnt';
  if (claimStatus?.startsWith('EXCHANGE')) return 'exchangeProcessingCnt';
  return summaryKeys[orderStatus];
}

const summaryKeys: Record<string, string> = {
  DEPOSIT_WAIT: 'depositWaitCnt', PAY_DONE: 'payDoneCnt', PRODUCT_PREPARE: 'productPrepareCnt', DELIVERY_PREPARE: 'deliveryPrepareCnt',
  DELIVERY_ING: 'deliveryIngCnt', DELIVERY_DONE: 'deliveryDoneCnt', BUY_CONFIRM: 'buyConfirmCnt',
};
