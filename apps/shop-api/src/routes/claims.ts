// Claims: whole-order and per-option cancel, return requests, for members (/profile/…) and guests
// (/guest/… with a guestToken), and the member's claim history (GET /profile/claims).
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../http/context.ts';
import { parseJson, toYmdt } from '../http/json.ts';
import { pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { cancelOrder, cancelOrderOption, requestReturn, type ClaimActor, type ClaimReason } from '../services/claims.ts';
import { orderOptionView } from '../services/order-option-view.ts';
import { claimPriceInfoView } from '../services/refund-view.ts';
import { loadOrderOptions } from '../services/orders.ts';
import { requireGuestOrder } from './guest-orders.ts';
import { dateRange, dateRangeQuery, orderNoParam } from './orders.ts';

const reasonTypes = ['CHANGE_MIND', 'DEFECTIVE_PRODUCT', 'WRONG_DELIVERY', 'OUT_OF_STOCK_SYSTEM', 'CANCEL_BEFORE_PAY', 'WRONG_PRODUCT_DETAIL', 'DELAY_DELIVERY', 'OTHERS_SELLER', 'OTHERS_BUYER', 'OUT_OF_STOCK'] as const;

const claimSchema = z
  .object({
    claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']).nullish(),
    claimReasonType: z.enum(reasonTypes).nullish(),
    claimReasonDetail: z.string().max(1000).nullish(),
    responsibleObjectType: z.enum(['BUYER', 'SELLER']).nullish(),
    refundsImmediately: z.boolean().nullish(),
    saveBankAccountInfo: z.boolean().nullish(),
    bankAccountInfo: z.object({ bank: z.string().max(40).nullish(), bankAccount: z.string().max(40).nullish(), bankDepositorName: z.string().max(40).nullish() }).nullish(),
    productCnt: z.number().int().min(1).max(999).nullish(),
    returnWayType: z.enum(['SELLER_COLLECT', 'BUYER_DIRECT_RETURN']).nullish(),
    deliveryCompanyType: z.string().max(40).nullish(),
    invoiceNo: z.string().max(40).nullish(),
    claimImageUrls: z.array(z.string().max(2000)).max(10).nullish(),
  })
  .nullish();

async function readClaim(c: AppContext): Promise<{ reason: ClaimReason; productCnt: number | null }> {
  const body = (await readJson(c, claimSchema)) ?? {};
  return {
    reason: { claimReasonType: body.claimReasonType ?? 'CHANGE_MIND', claimReasonDetail: body.claimReasonDetail ?? null },
    productCnt: body.productCnt ?? null,
  };
}

function memberActor(c: AppContext): ClaimActor {
  return { memberNo: requireMember(c).member_no, guestOrderNo: null };
}

function guestActor(c: AppContext): ClaimActor {
  return { memberNo: null, guestOrderNo: requireGuestOrder(c, null) };
}

const listQuery = z.object({
  claimTypes: z
    .string()
    .max(100)
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .refine((l) => l.every((x) => ['CANCEL', 'RETURN', 'EXCHANGE'].includes(x)), '클레임 종류')
    .optional(),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  hasTotalCount: z.enum(['true', 'false']).optional(),
  ...dateRangeQuery,
});

export function registerClaims(app: Hono<AppEnv>): void {
  for (const [prefix, actorOf] of [['/profile', memberActor], ['/guest', guestActor]] as const) {
    app.post(`${prefix}/orders/:orderNo/claims/cancel`, async (c) => {
      const actor = actorOf(c);
      const { reason } = await readClaim(c);
      const deps = c.get('deps');
      await cancelOrder(deps.db, orderNoParam(c), actor, reason, deps.now());
      return c.body(null, 204);
    });

    app.post(`${prefix}/order-options/:orderOptionNo/claims/cancel`, async (c) => {
      const actor = actorOf(c);
      const { reason, productCnt } = await readClaim(c);
      const deps = c.get('deps');
      return c.json(await cancelOrderOption(deps.db, pathNumber(c, 'orderOptionNo'), productCnt, actor, reason, deps.now()));
    });

    app.post(`${prefix}/order-options/:orderOptionNo/claims/return`, async (c) => {
      const actor = actorOf(c);
      const { reason, productCnt } = await readClaim(c);
      const deps = c.get('deps');
      return c.json(await requestReturn(deps.db, pathNumber(c, 'orderOptionNo'), productCnt, actor, reason, deps.now()));
    });
  }

  app.get('/profile/claims', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const deps = c.get('deps');
    const { from, to } = dateRange(q, deps.now());
    let base = deps.db
      .selectFrom('claims')
      .innerJoin('orders', 'orders.order_no', 'claims.order_no')
      .where('orders.member_no', '=', member.member_no)
      .where('claims.created_at', '>=', from)
      .where('claims.created_at', '<', to);
    if (q.claimTypes && q.claimTypes.length > 0) base = base.where('claims.claim_type', 'in', q.claimTypes);
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll('claims')
      .select(['orders.order_ymdt'])
      .orderBy('claims.claim_no', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize)
      .execute();
    const orderNos = [...new Set(rows.map((r) => r.order_no))];
    const orders = orderNos.length > 0 ? await deps.db.selectFrom('orders').selectAll().where('order_no', 'in', orderNos).execute() : [];
    const options = await loadOrderOptions(deps.db, orderNos);
    const items = rows.flatMap((claim) => {
      const order = orders.find((o) => o.order_no === claim.order_no);
      if (!order) return [];
      const claimed = options.filter((o) => o.claim_no === claim.claim_no);
      return [{
        claimNo: claim.claim_no,
        orderNo: claim.order_no,
        claimType: claim.claim_type,
        claimStatusType: claim.claim_status,
        claimYmdt: toYmdt(claim.created_at),
        claimReasonType: claim.claim_reason_type,
        claimReasonDetail: claim.claim_reason_detail,
        orderYmdt: toYmdt(claim.order_ymdt),
        refundAmt: claim.refund_amt,
        claimedProductCnt: parseJson<Array<{ productCnt: number }>>(claim.items_json, []).reduce((s, i) => s + i.productCnt, 0),
        claimedOptions: claimed.map((o) => ({
          ...orderOptionView(order, o, { prefix: '/profile' }),
          payType: order.pay_type,
          pgType: order.pg_type,
          claimReasonType: claim.claim_reason_type,
          claimReasonDetail: claim.claim_reason_detail,
          shippingAreaType: 'MALL_SHIPPING_AREA',
          isQuantityDiscount: false,
        })),
        claimPriceInfo: claimPriceInfoView(order, claim),
      }];
    });
    return c.json({ totalCount: Number(count?.n ?? 0), items });
  });
}
