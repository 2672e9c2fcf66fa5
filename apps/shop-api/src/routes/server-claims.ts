// The back office's claim desk under /server/* (system key): returns and exchanges waiting for the
// shop, and the steps it takes on them (approve, reject, mark collected, complete).
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readJson, readQuery } from '../http/request.ts';
import { advanceClaim, type ClaimAction } from '../services/orders/claim-process.ts';
import { claimResultView } from '../services/orders/claim-view.ts';
import { isDeliveryCompany } from '../services/orders/delivery-companies.ts';
import { claimWithOrder, listServerClaims } from '../services/orders/claim-lists.ts';
import type { Orderer } from '../services/orders/orders.ts';
import { DomainError } from '../domain/errors.ts';
import { parseJson } from '../domain/json-columns.ts';
import { toYmdt } from '../domain/kst-time.ts';
import type { AppEnv } from '../http/context.ts';

const listQuery = z.object({
  claimType: z.enum(['CANCEL', 'RETURN', 'EXCHANGE']).optional(),
  /** open: waiting for the shop (requested, approved, collected); done: completed or rejected. */
  state: z.enum(['open', 'done', 'all']).default('open'),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const stepSchema = z
  .object({
    rejectReason: z.string().trim().max(500).nullish(),
    deliveryCompanyType: z.string().refine(isDeliveryCompany, '택배사 코드').nullish(),
    invoiceNo: z.string().trim().regex(/^[0-9-]{8,20}$/, '송장번호').nullish(),
  })
  .nullish();

const actions: readonly ClaimAction[] = ['approve', 'reject', 'collect', 'complete'];

export function registerServerClaims(app: Hono<AppEnv>): void {
  app.get('/server/claims', async (c) => {
    const q = readQuery(c, listQuery);
    const { totalCount, items } = await listServerClaims(c.get('deps').db, q);
    return c.json({
      totalCount,
      items: items.map(({ claim, order, options }) => {
        const orderer = parseJson<Partial<Orderer>>(order.orderer_json, {});
        return {
          ...claimResultView(order, claim, options, { prefix: '/profile' }),
          orderYmdt: toYmdt(order.order_ymdt),
          member: order.member_no !== null,
          ordererName: orderer.ordererName ?? '',
          refundAmt: claim.refund_amt,
        };
      }),
    });
  });

  app.put('/server/claims/:claimNo/:action', async (c) => {
    const action = c.req.param('action') as ClaimAction;
    if (!actions.includes(action)) throw new DomainError('not-found', 'S4001', '알 수 없는 클레임 처리입니다.');
    const claimNo = pathNumber(c, 'claimNo');
    const body = (await readJson(c, stepSchema)) ?? {};
    const deps = c.get('deps');
    const claim = await advanceClaim(deps.db, claimNo, { action, rejectReason: body.rejectReason ?? null, deliveryCompanyType: body.deliveryCompanyType ?? null, invoiceNo: body.invoiceNo ?? null }, deps.now());
    const { order, options } = await claimWithOrder(deps.db, claim);
    return c.json(claimResultView(order, claim, options, { prefix: '/profile' }));
  });
}
