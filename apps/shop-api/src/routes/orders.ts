// Member orders: GET /profile/orders (last three months by default), GET /profile/orders/{orderNo},
// the status counts (per order and per option), the payment receipt URL, and per option the
// shopper's "delivered" (PUT …/delivery-done) and purchase confirmation (PUT …/confirm).
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pathNumber, readQuery, requireMember, ymd } from '../http/request.ts';
import { ownedOption } from '../services/orders/claims.ts';
import { orderDetailView, orderListItemView, receiptUrl } from '../services/orders/order-view.ts';
import { isDocumentNo } from '../services/checkout/order-numbers.ts';
import { confirmPurchase, loadOrderOptions, markDeliveryDone, orderErrors, orderStatuses, type OrderRow } from '../services/orders/orders.ts';

const statusList = z
  .string()
  .max(500)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .refine((list) => list.every((x) => x === 'ALL' || (orderStatuses as readonly string[]).includes(x)), '주문 상태');

const hasTotalCount = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');

export const dateRangeQuery = {
  startYmd: ymd.optional(),
  endYmd: ymd.optional(),
};

const listQuery = z.object({
  orderRequestTypes: statusList.optional(),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  hasTotalCount,
  ...dateRangeQuery,
});

/** `yyyy-MM-dd` in Korea time → the UTC instant that day starts. */
function kstDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

function kstToday(now: Date): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The [from, to) instants of a date-range query: by default the last three months up to today,
 * as the platform does. An impossible date or a reversed range is a 400.
 */
export function dateRange(query: { startYmd?: string | undefined; endYmd?: string | undefined }, now: Date): { from: string; to: string } {
  const endDay = query.endYmd ?? kstToday(now);
  let startDay = query.startYmd;
  if (!startDay) {
    const d = kstDayStart(endDay);
    d.setUTCMonth(d.getUTCMonth() - 3);
    startDay = kstToday(d);
  }
  const from = kstDayStart(startDay);
  const to = new Date(kstDayStart(endDay).getTime() + 86400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || kstToday(from) !== startDay || kstToday(new Date(to.getTime() - 1)) !== endDay) {
    throw new ApiError(400, 'C0006', '조회 날짜가 올바르지 않습니다.');
  }
  if (from.getTime() >= to.getTime()) throw new ApiError(400, 'C0007', '조회 시작일은 종료일보다 늦을 수 없습니다.');
  return { from: from.toISOString(), to: to.toISOString() };
}

export function orderNoParam(c: AppContext): string {
  const raw = c.req.param('orderNo') ?? '';
  if (!isDocumentNo(raw)) throw orderErrors.notFound();
  return raw;
}

async function memberOrder(db: Kysely<ShopDb>, memberNo: number, orderNo: string): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).where('member_no', '=', memberNo).executeTakeFirst();
  if (!order) throw orderErrors.notFound();
  return order;
}

export async function claimsOf(db: Kysely<ShopDb>, orderNo: string) {
  return db.selectFrom('claims').selectAll().where('order_no', '=', orderNo).where('withdrawn_at', 'is', null).orderBy('claim_no').execute();
}

/** Counts of order options by status over a date range (my-page badges). */
async function statusCounts(db: Kysely<ShopDb>, memberNo: number, range: { from: string; to: string }): Promise<Record<string, number>> {
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

export function registerOrders(app: Hono<AppEnv>): void {
  app.get('/profile/orders', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const deps = c.get('deps');
    const { from, to } = dateRange(q, deps.now());
    const statuses = (q.orderRequestTypes ?? []).filter((s) => s !== 'ALL');
    let base = deps.db.selectFrom('orders').where('member_no', '=', member.member_no).where('order_ymdt', '>=', from).where('order_ymdt', '<', to);
    if (statuses.length > 0) {
      base = base.where(({ exists, selectFrom }) =>
        exists(selectFrom('order_options').select('order_options.order_option_no').whereRef('order_options.order_no', '=', 'orders.order_no').where('order_options.order_status', 'in', statuses)),
      );
    }
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const orders = await base
      .selectAll('orders')
      .orderBy('order_ymdt', 'desc')
      .orderBy('order_no', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize)
      .execute();
    const options = await loadOrderOptions(deps.db, orders.map((o) => o.order_no));
    return c.json({
      totalCount: Number(count?.n ?? 0),
      items: orders.map((o) => orderListItemView(o, options.filter((x) => x.order_no === o.order_no))),
    });
  });

  app.get('/profile/orders/summary/status', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, z.object(dateRangeQuery));
    const deps = c.get('deps');
    return c.json(await statusCounts(deps.db, member.member_no, dateRange(q, deps.now())));
  });

  /** The my-page badges: the same counts, one per order option (the platform counts options here too). */
  app.get('/profile/order-options/summary/status', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, z.object(dateRangeQuery));
    const deps = c.get('deps');
    return c.json(await statusCounts(deps.db, member.member_no, dateRange(q, deps.now())));
  });

  app.get('/profile/orders/:orderNo/payment-receipt-url', async (c) => {
    const member = requireMember(c);
    const deps = c.get('deps');
    const order = await memberOrder(deps.db, member.member_no, orderNoParam(c));
    const url = receiptUrl(order, deps.baseUrl());
    if (!url) throw new ApiError(400, 'O4008', '결제가 끝난 주문만 영수증을 볼 수 있습니다.');
    return c.json({ url });
  });

  app.get('/profile/orders/:orderNo', async (c) => {
    const member = requireMember(c);
    readQuery(c, z.object({ orderRequestType: z.enum(['ALL', 'NORMAL', 'CLAIM']).optional() }));
    const deps = c.get('deps');
    const order = await memberOrder(deps.db, member.member_no, orderNoParam(c));
    const options = await loadOrderOptions(deps.db, [order.order_no]);
    return c.json(orderDetailView(order, options, await claimsOf(deps.db, order.order_no), { guestToken: null, prefix: '/profile', baseUrl: deps.baseUrl() }));
  });

  app.put('/profile/order-options/:orderOptionNo/delivery-done', async (c) => {
    const member = requireMember(c);
    const deps = c.get('deps');
    const { option } = await ownedOption(deps.db, pathNumber(c, 'orderOptionNo'), { memberNo: member.member_no, guestOrderNo: null });
    await markDeliveryDone(deps.db, option, deps.now());
    return c.body(null, 204);
  });

  app.put('/profile/order-options/:orderOptionNo/confirm', async (c) => {
    const member = requireMember(c);
    const deps = c.get('deps');
    const { order, option } = await ownedOption(deps.db, pathNumber(c, 'orderOptionNo'), { memberNo: member.member_no, guestOrderNo: null });
    await confirmPurchase(deps.db, option, order, deps.now());
    return c.body(null, 204);
  });
}
