// Points as the member sees them (manage-shop-public.yml): the summary and the dated history.
// Statuses go out in the OpenAPI's names (GIVE_AVAILABLE, SUBTRACTION_USED, GIVE_CANCELED,
// SUBTRACTION_CANCELED); accumulationStatusGroupType PAYMENT (+) / DEDUCTION (−) says which way.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import type { ShopDb } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { toYmdt } from '../http/json.ts';
import { pageQuery, readQuery, requireMember, ymd } from '../http/request.ts';
import { expireAccumulations, isAddition, type AccumulationStatus } from '../services/members/accumulations.ts';
import { kstDateTimeToIso, kstDayRange } from '../services/shared/kst-dates.ts';

const statusNames: Record<AccumulationStatus, string> = {
  GIVE: 'GIVE_AVAILABLE',
  SUBTRACTION: 'SUBTRACTION_USED',
  GIVE_BY_CANCELED: 'GIVE_CANCELED',
  SUBTRACTION_BY_CANCELED: 'SUBTRACTION_CANCELED',
};
const additionStatuses: AccumulationStatus[] = ['GIVE', 'SUBTRACTION_BY_CANCELED'];
const deductionStatuses: AccumulationStatus[] = ['SUBTRACTION', 'GIVE_BY_CANCELED'];

const summaryQuery = z.object({ expireStartYmdt: z.string().max(30).optional(), expireEndYmdt: z.string().max(30).optional() });
const listQuery = z.object({
  pageNumber: pageQuery.pageNumber,
  pageSize: pageQuery.pageSize,
  accumulationReason: z.enum(['ADD', 'SUB']).optional(),
  startYmd: ymd.optional(),
  endYmd: ymd.optional(),
  direction: z.enum(['DESC', 'ASC']).default('DESC'),
});

const badExpiryRange = () => new ApiError(400, 'C0006', '만료 조회 기간의 날짜가 올바르지 않습니다.');

/**
 * Every change to the balance is an entry, so the balance right after an entry is today's balance
 * minus what the entries after it (in time order) added. Worked out per page from its newest entry.
 */
async function balancesAfter(
  db: Kysely<ShopDb>,
  memberNo: number,
  page: Array<{ accumulation_no: number; registered_at: string; status: string; amt: number }>,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const newestFirst = [...page].sort((a, b) => (a.registered_at === b.registered_at ? b.accumulation_no - a.accumulation_no : a.registered_at < b.registered_at ? 1 : -1));
  const newest = newestFirst[0];
  if (!newest) return out;
  const balance = await db.selectFrom('accumulations').select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('s')).where('member_no', '=', memberNo).executeTakeFirst();
  const later = await db
    .selectFrom('accumulations')
    .select(['status', (eb) => eb.fn.sum<string | number | null>('amt').as('s')])
    .where('member_no', '=', memberNo)
    .where((eb) => eb.or([eb('registered_at', '>', newest.registered_at), eb.and([eb('registered_at', '=', newest.registered_at), eb('accumulation_no', '>', newest.accumulation_no)])]))
    .groupBy('status')
    .execute();
  let after = Number(balance?.s ?? 0) - later.reduce((sum, r) => sum + (isAddition(r.status) ? 1 : -1) * Number(r.s ?? 0), 0);
  for (const e of newestFirst) {
    out.set(e.accumulation_no, after);
    after -= (isAddition(e.status) ? 1 : -1) * e.amt;
  }
  return out;
}

export function registerAccumulationRoutes(app: Hono<AppEnv>): void {
  app.get('/profile/accumulations/summary', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, summaryQuery);
    const { db, now } = c.get('deps');
    const t = now();
    await expireAccumulations(db, member.member_no, t);
    // "Expiring soon" defaults to the coming month.
    const from = q.expireStartYmdt ? kstDateTimeToIso(q.expireStartYmdt) : t.toISOString();
    const to = q.expireEndYmdt ? kstDateTimeToIso(q.expireEndYmdt) : new Date(t.getTime() + 30 * 24 * 3600_000).toISOString();
    if (!from || !to) throw badExpiryRange();
    const base = db.selectFrom('accumulations').where('member_no', '=', member.member_no).where('rest_amt', '>', 0);
    const available = await base.select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('s')).executeTakeFirst();
    const expiring = await base
      .where('expire_ymdt', '>=', from)
      .where('expire_ymdt', '<=', to)
      .select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('s'))
      .executeTakeFirst();
    return c.json({ totalAvailableAmt: Number(available?.s ?? 0), totalExpireAmt: Number(expiring?.s ?? 0) });
  });

  app.get('/profile/accumulations', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, now } = c.get('deps');
    const t = now();
    await expireAccumulations(db, member.member_no, t);
    const range = kstDayRange(q.startYmd, q.endYmd, t);
    let base = db
      .selectFrom('accumulations')
      .where('member_no', '=', member.member_no)
      .where('registered_at', '>=', range.from)
      .where('registered_at', '<', range.to);
    if (q.accumulationReason) base = base.where('status', 'in', q.accumulationReason === 'ADD' ? additionStatuses : deductionStatuses);
    const totals = await base
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.sum<string | number | null>('amt').as('s')])
      .groupBy('status')
      .execute();
    const totalCount = totals.reduce((n, r) => n + Number(r.n), 0);
    // Net of the listed entries: given minus taken.
    const totalAmt = totals.reduce((s, r) => s + (isAddition(r.status) ? 1 : -1) * Number(r.s ?? 0), 0);
    const rows = await base
      .selectAll()
      .orderBy('registered_at', q.direction === 'ASC' ? 'asc' : 'desc')
      .orderBy('accumulation_no', q.direction === 'ASC' ? 'asc' : 'desc')
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize)
      .execute();
    const balances = await balancesAfter(db, member.member_no, rows);
    return c.json({
      memberNo: member.member_no,
      totalCount,
      totalAmt,
      items: rows.map((r) => ({
        accumulationNo: r.accumulation_no,
        accumulationAmt: r.amt,
        accumulationRestAmt: r.rest_amt,
        totalAvailableAmt: balances.get(r.accumulation_no) ?? 0,
        accumulationStatus: statusNames[r.status as AccumulationStatus] ?? r.status,
        accumulationStatusGroupType: isAddition(r.status) ? 'PAYMENT' : 'DEDUCTION',
        accumulationReserveReason: r.reason,
        accumulationReserveReasonDisplay: r.reason_display,
        reasonDetail: null,
        orderNo: r.order_no,
        registerYmdt: toYmdt(r.registered_at),
        startYmdt: toYmdt(r.registered_at),
        expireYmdt: toYmdt(r.expire_ymdt),
        mappingKey: null,
      })),
    });
  });
}
