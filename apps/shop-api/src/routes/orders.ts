// Member orders: GET /profile/orders (last three months by default), GET /profile/orders/{orderNo},
// GET /profile/orders/summary/status, PUT /profile/order-options/{no}/confirm.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pathNumber, readQuery, requireMember, ymd } from '../http/request.ts';
import { ownedOption } from '../services/claims.ts';
import { orderDetailView, orderListItemView } from '../services/order-view.ts';
import { isDocumentNo } from '../services/order-numbers.ts';
import { confirmPurchase, loadOrderOptions, orderErrors, orderStatuses, type OrderRow } from '../services/orders.ts';

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
  return db.selectFrom('claims').selectAll().where('order_no', '=', orderNo).orderBy('claim_no').execute();
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
    const { from, to } = dateRange(q, deps.now());
    const rows = await deps.db
      .selectFrom('order_options')
      .innerJoin('orders', 'orders.order_no', 'order_options.order_no')
      .select(['order_options.order_status', 'order_options.claim_status'])
      .select((eb) => eb.fn.countAll().as('n'))
      .where('orders.member_no', '=', member.member_no)
      .where('orders.order_ymdt', '>=', from)
      .where('orders.order_ymdt', '<', to)
      .groupBy(['order_options.order_status', 'order_options.claim_status'])
      .execute();
    const counts: Record<string, number> = {
      depositWaitCnt: 0, payDoneCnt: 0, productPrepareCnt: 0, deliveryPrepareCnt: 0, deliveryIngCnt: 0, deliveryDoneCnt: 0, buyConfirmCnt: 0,
      cancelDoneCnt: 0, returnDoneCnt: 0, exchangeDoneCnt: 0, cancelProcessingCnt: 0, returnProcessingCnt: 0, exchangeProcessingCnt: 0,
    };
    for (const r of rows) {
      const n = Number(r.n);
      let key: string | undefined;
      if (r.claim_status === 'CANCEL_DONE') key = 'cancelDoneCnt';
      else if (r.claim_status === 'RETURN_DONE') key = 'returnDoneCnt';
      else if (r.claim_status?.startsWith('RETURN')) key = 'returnProcessingCnt';
      else if (r.claim_status?.startsWith('CANCEL')) key = 'cancelProcessingCnt';
      else key = summaryKeys[r.order_status];
      if (key) counts[key] = (counts[key] ?? 0) + n;
    }
    return c.json(counts);
  });

  app.get('/profile/orders/:orderNo', async (c) => {
    const member = requireMember(c);
    readQuery(c, z.object({ orderRequestType: z.enum(['ALL', 'NORMAL', 'CLAIM']).optional() }));
    const deps = c.get('deps');
    const order = await memberOrder(deps.db, member.member_no, orderNoParam(c));
    const options = await loadOrderOptions(deps.db, [order.order_no]);
    return c.json(orderDetailView(order, options, await claimsOf(deps.db, order.order_no), { guestToken: null, prefix: '/profile' }));
  });

  app.put('/profile/order-options/:orderOptionNo/confirm', async (c) => {
    const member = requireMember(c);
    const deps = c.get('deps');
    const { order, option } = await ownedOption(deps.db, pathNumber(c, 'orderOptionNo'), { memberNo: member.member_no, guestOrderNo: null });
    await confirmPurchase(deps.db, option, order, deps.now());
    return c.body(null, 204);
  });
}
