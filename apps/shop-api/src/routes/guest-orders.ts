// Guest orders: POST /guest/orders/{orderNo} checks the order password and answers the order with
// a guestToken; GET /guest/orders/{orderNo} and PUT /guest/order-options/{no}/confirm need that
// token, and a token only ever opens the one order it was issued for.
import { cashReceiptInfo } from '../services/orders/cash-receipts.ts';
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readJson, readQuery } from '../http/request.ts';
import { ownedOption } from '../services/orders/claims.ts';
import { issueGuestToken } from '../services/orders/guest-token.ts';
import { orderDetailView } from '../services/orders/order-view.ts';
import { confirmPurchase, loadOrder, markDeliveryDone, loadOrderOptions, orderErrors } from '../services/orders/orders.ts';
import { withAttemptLimit } from '../services/members/attempt-limits.ts';
import { verifyPassword } from '../services/members/password.ts';
import { claimsOf } from '../services/orders/member-orders.ts';
import { orderNoParam } from './orders.ts';
import { DomainError } from '../domain/errors.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

const loginSchema = z.object({
  password: z.string().min(1).max(100),
  orderRequestType: z.enum(['ALL', 'NORMAL', 'CLAIM']).nullish(),
  name: z.string().max(50).nullish(),
  mobileNo: z.string().max(20).nullish(),
  email: z.string().max(100).nullish(),
});

/** The order the request's guestToken grants; 401 without one, 403 for another order. */
export function requireGuestOrder(c: AppContext, orderNo: string | null): string {
  const granted = c.get('guestOrderNo');
  if (!granted) throw new DomainError('unauthenticated', 'O0002', '비회원 주문 조회 인증이 필요합니다. 주문번호와 비밀번호로 다시 조회해 주세요.');
  if (orderNo !== null && granted !== orderNo) throw new DomainError('forbidden', 'O0003', '이 주문을 조회할 권한이 없습니다.');
  return granted;
}

async function guestDetail(c: AppContext, orderNo: string, guestToken: string | null) {
  const deps = c.get('deps');
  const order = await loadOrder(deps.db, orderNo);
  if (!order || order.member_no !== null) throw orderErrors.notFound();
  const options = await loadOrderOptions(deps.db, [orderNo]);
  const [claims, cashReceipt] = await Promise.all([claimsOf(deps.db, orderNo), cashReceiptInfo(deps.db, orderNo)]);
  return orderDetailView(order, options, claims, { guestToken, prefix: '/guest', baseUrl: deps.baseUrl(), cashReceipt });
}

export function registerGuestOrders(app: Hono<AppEnv>): void {
  app.post('/guest/orders/:orderNo', async (c) => {
    const body = await readJson(c, loginSchema);
    const deps = c.get('deps');
    const raw = c.req.param('orderNo');
    const order = /^\d{18}$/.test(raw) ? await loadOrder(deps.db, raw) : undefined;
    // Unknown number and wrong password answer alike, so order numbers cannot be probed; wrong
    // passwords are counted per order number and lock it for a while.
    const ok = await withAttemptLimit(deps, 'guest-order', raw.slice(0, 40), async () => Boolean(order && order.member_no === null && (await verifyPassword(body.password, order.guest_password_hash))));
    if (!order || !ok) throw orderErrors.guestMismatch();
    const token = issueGuestToken(deps.config.systemKey, order.order_no, deps.now());
    return c.json(await guestDetail(c, order.order_no, token));
  });

  app.get('/guest/orders/:orderNo', async (c) => {
    readQuery(c, z.object({ orderRequestType: z.enum(['ALL', 'NORMAL', 'CLAIM']).optional() }));
    const orderNo = requireGuestOrder(c, orderNoParam(c));
    return c.json(await guestDetail(c, orderNo, null));
  });

  app.put('/guest/order-options/:orderOptionNo/delivery-done', async (c) => {
    const orderNo = requireGuestOrder(c, null);
    const deps = c.get('deps');
    const { option } = await ownedOption(deps.db, pathNumber(c, 'orderOptionNo'), { memberNo: null, guestOrderNo: orderNo });
    await markDeliveryDone(deps.db, option, deps.now());
    return c.body(null, 204);
  });

  app.put('/guest/order-options/:orderOptionNo/confirm', async (c) => {
    const orderNo = requireGuestOrder(c, null);
    const deps = c.get('deps');
    const { order, option } = await ownedOption(deps.db, pathNumber(c, 'orderOptionNo'), { memberNo: null, guestOrderNo: orderNo });
    await confirmPurchase(deps.db, option, order, deps.now());
    return c.body(null, 204);
  });
}
