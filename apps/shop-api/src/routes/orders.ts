// Member orders: GET /profile/orders (last three months by default), GET /profile/orders/{orderNo},
// the status counts (per order and per option), the payment receipt URL, and per option the
// shopper's "delivered" (PUT …/delivery-done) and purchase confirmation (PUT …/confirm).
import { cashReceiptInfo } from '../services/orders/cash-receipts.ts';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUS_TYPES } from '@courtside/core/constants';
import { pathNumber, readQuery, requireMember, ymd } from '../http/request.ts';
import { ownedOption } from '../services/orders/claims.ts';
import { orderDetailView, orderListItemView, receiptUrl } from '../services/orders/order-view.ts';
import { isDocumentNo } from '../services/checkout/order-numbers.ts';
import { claimsOf, memberOrder, memberOrders, statusCounts } from '../services/orders/member-orders.ts';
import { confirmPurchase, loadOrderOptions, markDeliveryDone, orderErrors } from '../services/orders/orders.ts';
import { kstDayRange } from '../services/shared/kst-dates.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const statusList = z
  .string()
  .max(500)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .refine((list) => list.every((x) => x === 'ALL' || (ORDER_STATUS_TYPES as readonly string[]).includes(x)), '주문 상태');

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

export function orderNoParam(c: AppContext): string {
  const raw = c.req.param('orderNo') ?? '';
  if (!isDocumentNo(raw)) throw orderErrors.notFound();
  return raw;
}

export function registerOrders(app: Hono<AppEnv>): void {
  app.get('/profile/orders', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const deps = c.get('deps');
    const range = kstDayRange(q.startYmd, q.endYmd, deps.now());
    const statuses = (q.orderRequestTypes ?? []).filter((s) => s !== 'ALL');
    const { totalCount, orders, options } = await memberOrders(deps.db, member.member_no, range, statuses, q);
    return c.json({ totalCount, items: orders.map((o) => orderListItemView(o, options.filter((x) => x.order_no === o.order_no))) });
  });

  app.get('/profile/orders/summary/status', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, z.object(dateRangeQuery));
    const deps = c.get('deps');
    return c.json(await statusCounts(deps.db, member.member_no, kstDayRange(q.startYmd, q.endYmd, deps.now())));
  });

  /** The my-page badges: the same counts, one per order option (the platform counts options here too). */
  app.get('/profile/order-options/summary/status', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, z.object(dateRangeQuery));
    const deps = c.get('deps');
    return c.json(await statusCounts(deps.db, member.member_no, kstDayRange(q.startYmd, q.endYmd, deps.now())));
  });

  app.get('/profile/orders/:orderNo/payment-receipt-url', async (c) => {
    const member = requireMember(c);
    const deps = c.get('deps');
    const order = await memberOrder(deps.db, member.member_no, orderNoParam(c));
    const url = receiptUrl(order, deps.baseUrl());
    if (!url) throw new DomainError('invalid', 'O4008', '결제가 끝난 주문만 영수증을 볼 수 있습니다.');
    return c.json({ url });
  });

  app.get('/profile/orders/:orderNo', async (c) => {
    const member = requireMember(c);
    readQuery(c, z.object({ orderRequestType: z.enum(['ALL', 'NORMAL', 'CLAIM']).optional() }));
    const deps = c.get('deps');
    const order = await memberOrder(deps.db, member.member_no, orderNoParam(c));
    const options = await loadOrderOptions(deps.db, [order.order_no]);
    const [claims, cashReceipt] = await Promise.all([claimsOf(deps.db, order.order_no), cashReceiptInfo(deps.db, order.order_no)]);
    return c.json(orderDetailView(order, options, claims, { guestToken: null, prefix: '/profile', baseUrl: deps.baseUrl(), cashReceipt }));
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
