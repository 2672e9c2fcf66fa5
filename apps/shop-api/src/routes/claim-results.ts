// Claims after they are asked for, for members (/profile/…) and guests (/guest/…): the member's
// claim list, one claim's result (by claim number or by order option), checking and withdrawing a
// return or exchange the shop has not collected yet, and the refund bank account.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pathNumber, readJson, readQuery, requireMember } from '../http/request.ts';
import { checkWithdraw, claimOfOption, ownedClaim, setRefundAccount, withdrawClaim } from '../services/orders/claim-requests.ts';
import { claimListItemView, claimResultView } from '../services/orders/claim-view.ts';
import type { ClaimActor } from '../services/orders/claims.ts';
import type { ViewContext } from '../services/orders/order-option-view.ts';
import { loadOrderOptions } from '../services/orders/orders.ts';
import { listMemberClaims } from '../services/orders/claim-lists.ts';
import { bankNames } from '../services/orders/banks.ts';
import { bankAccountSchema } from './claims.ts';
import { requireGuestOrder } from './guest-orders.ts';
import { kstDayRange } from '../services/shared/kst-dates.ts';
import { dateRangeQuery } from './orders.ts';
import type { AppContext, AppEnv } from '../http/context.ts';

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

/** PUT …/claims/{claimNo}/account: the platform's field names (depositorName, account). */
const accountSchema = z.object({
  bank: bankAccountSchema.shape.bank,
  account: bankAccountSchema.shape.bankAccount,
  depositorName: bankAccountSchema.shape.bankDepositorName,
});

export function registerClaimResults(app: Hono<AppEnv>): void {
  const member = (c: AppContext): ClaimActor => ({ memberNo: requireMember(c).member_no, guestOrderNo: null });
  const guest = (c: AppContext): ClaimActor => ({ memberNo: null, guestOrderNo: requireGuestOrder(c, null) });
  for (const [prefix, actorOf] of [['/profile', member], ['/guest', guest]] as const) {
    const ctx: ViewContext = { prefix };
    const result = async (c: AppContext, found: Awaited<ReturnType<typeof ownedClaim>>) => {
      const options = await loadOrderOptions(c.get('deps').db, [found.order.order_no]);
      return c.json(claimResultView(found.order, found.claim, options, ctx));
    };

    app.get(`${prefix}/claims/:claimNo/result`, async (c) => {
      const actor = actorOf(c);
      return result(c, await ownedClaim(c.get('deps').db, pathNumber(c, 'claimNo'), actor));
    });

    app.get(`${prefix}/order-options/:orderOptionNo/claims/result`, async (c) => {
      const actor = actorOf(c);
      return result(c, await claimOfOption(c.get('deps').db, pathNumber(c, 'orderOptionNo'), actor));
    });

    app.get(`${prefix}/claims/:claimNo/check-withdraw`, async (c) => {
      const actor = actorOf(c);
      const { claim, order } = await ownedClaim(c.get('deps').db, pathNumber(c, 'claimNo'), actor);
      return c.json(await checkWithdraw(c.get('deps').db, claim, order));
    });

    app.put(`${prefix}/claims/:claimNo/withdraw`, async (c) => {
      const actor = actorOf(c);
      const deps = c.get('deps');
      const { claim } = await ownedClaim(deps.db, pathNumber(c, 'claimNo'), actor);
      await withdrawClaim(deps.db, claim, deps.now());
      return c.body(null, 204);
    });

    app.put(`${prefix}/order-options/:orderOptionNo/claims/withdraw`, async (c) => {
      const actor = actorOf(c);
      const deps = c.get('deps');
      const { claim } = await claimOfOption(deps.db, pathNumber(c, 'orderOptionNo'), actor);
      await withdrawClaim(deps.db, claim, deps.now());
      return c.body(null, 204);
    });

    app.put(`${prefix}/claims/:claimNo/account`, async (c) => {
      const actor = actorOf(c);
      const body = await readJson(c, accountSchema);
      const deps = c.get('deps');
      const { claim } = await ownedClaim(deps.db, pathNumber(c, 'claimNo'), actor);
      await setRefundAccount(deps.db, claim, { bank: body.bank, bankName: bankNames[body.bank] ?? null, bankAccount: body.account, bankDepositorName: body.depositorName }, deps.now());
      return c.body(null, 204);
    });
  }

  app.get('/profile/claims', async (c) => {
    const { memberNo } = member(c);
    const q = readQuery(c, listQuery);
    const deps = c.get('deps');
    const { from, to } = kstDayRange(q.startYmd, q.endYmd, deps.now());
    const { totalCount, items } = await listMemberClaims(deps.db, memberNo, { from, to, claimTypes: q.claimTypes, pageNumber: q.pageNumber, pageSize: q.pageSize });
    return c.json({ totalCount, items: items.map(({ claim, order, options }) => claimListItemView(order, claim, options)) });
  });
}
