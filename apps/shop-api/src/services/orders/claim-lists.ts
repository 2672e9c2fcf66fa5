// Claim lists, newest first, each claim with its order and that order's lines: the member's own
// (GET /profile/claims) and the back office's desk (GET /server/claims, open or done).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { loadOrderOptions, type OrderOptionRow, type OrderRow } from './orders.ts';
import type { ClaimRow } from './refund-view.ts';

export interface ClaimWithOrder {
  claim: ClaimRow;
  order: OrderRow;
  options: OrderOptionRow[];
}

export interface ClaimPage {
  pageNumber: number;
  pageSize: number;
}

/** Returns and exchanges waiting for the shop (requested, approved, collected). */
const OPEN = ['RETURN_REQUEST', 'RETURN_PROC_BEFORE_RECEIVE', 'RETURN_PROC_REQUEST_REFUND', 'EXCHANGE_REQUEST', 'EXCHANGE_PROC_BEFORE_RECEIVE', 'EXCHANGE_PROC_WAITING'];

/** Each claim with its order and the order's lines, in the claims' order (a claim without its order is left out). */
async function withOrders(db: Kysely<ShopDb>, claims: readonly ClaimRow[]): Promise<ClaimWithOrder[]> {
  const orderNos = [...new Set(claims.map((x) => x.order_no))];
  const orders = orderNos.length > 0 ? await db.selectFrom('orders').selectAll().where('order_no', 'in', orderNos).execute() : [];
  const options = await loadOrderOptions(db, orderNos);
  return claims.flatMap((claim) => {
    const order = orders.find((o) => o.order_no === claim.order_no);
    return order ? [{ claim, order, options: options.filter((o) => o.order_no === claim.order_no) }] : [];
  });
}

/** The member's claims (not withdrawn) asked for within [from, to). */
export async function listMemberClaims(
  db: Kysely<ShopDb>,
  memberNo: number | null,
  q: ClaimPage & { from: string; to: string; claimTypes?: string[] },
): Promise<{ totalCount: number; items: ClaimWithOrder[] }> {
  let base = db
    .selectFrom('claims')
    .innerJoin('orders', 'orders.order_no', 'claims.order_no')
    .where('orders.member_no', '=', memberNo)
    .where('claims.withdrawn_at', 'is', null)
    .where('claims.created_at', '>=', q.from)
    .where('claims.created_at', '<', q.to);
  if (q.claimTypes && q.claimTypes.length > 0) base = base.where('claims.claim_type', 'in', q.claimTypes);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll('claims')
    .orderBy('claims.claim_no', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNumber - 1) * q.pageSize)
    .execute();
  return { totalCount: Number(count?.n ?? 0), items: await withOrders(db, rows) };
}

/** The back office's claims (not withdrawn): open ones waiting for the shop, done ones, or all. */
export async function listServerClaims(
  db: Kysely<ShopDb>,
  q: ClaimPage & { claimType?: 'CANCEL' | 'RETURN' | 'EXCHANGE'; state: 'open' | 'done' | 'all' },
): Promise<{ totalCount: number; items: ClaimWithOrder[] }> {
  let base = db.selectFrom('claims').where('withdrawn_at', 'is', null);
  if (q.claimType) base = base.where('claim_type', '=', q.claimType);
  if (q.state === 'open') base = base.where('claim_status', 'in', OPEN);
  if (q.state === 'done') base = base.where('claim_status', 'not in', OPEN);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const claims = await base.selectAll().orderBy('claim_no', 'desc').limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize).execute();
  return { totalCount: Number(count?.n ?? 0), items: await withOrders(db, claims) };
}

/** A claim just taken a step, with its order and lines (the order exists: the claim was made on it). */
export async function claimWithOrder(db: Kysely<ShopDb>, claim: ClaimRow): Promise<ClaimWithOrder> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', claim.order_no).executeTakeFirstOrThrow();
  const options = await loadOrderOptions(db, [claim.order_no]);
  return { claim, order, options };
}
