// The member's points as the my-page reads them: the available and soon-expiring sums, and one page
// of the dated history with the balance right after each entry. Lapsed points expire first.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { kstDateTimeToIso, kstDayRange } from '../shared/kst-dates.ts';
import { expireAccumulations, isAddition, type AccumulationStatus } from './accumulations.ts';
import { DomainError } from '../../domain/errors.ts';

const additionStatuses: AccumulationStatus[] = ['GIVE', 'SUBTRACTION_BY_CANCELED'];
const deductionStatuses: AccumulationStatus[] = ['SUBTRACTION', 'GIVE_BY_CANCELED'];

const badExpiryRange = () => new DomainError('invalid', 'C0006', '만료 조회 기간의 날짜가 올바르지 않습니다.');

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

/** Available points, and those expiring in [from, to] (Korea-time texts; default the coming month). */
export async function accumulationSummary(db: Kysely<ShopDb>, memberNo: number, expiry: { from?: string | undefined; to?: string | undefined }, now: Date) {
  await expireAccumulations(db, memberNo, now);
  const from = expiry.from ? kstDateTimeToIso(expiry.from) : now.toISOString();
  const to = expiry.to ? kstDateTimeToIso(expiry.to) : new Date(now.getTime() + 30 * 24 * 3600_000).toISOString();
  if (!from || !to) throw badExpiryRange();
  const base = db.selectFrom('accumulations').where('member_no', '=', memberNo).where('rest_amt', '>', 0);
  const available = await base.select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('s')).executeTakeFirst();
  const expiring = await base
    .where('expire_ymdt', '>=', from)
    .where('expire_ymdt', '<=', to)
    .select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('s'))
    .executeTakeFirst();
  return { totalAvailableAmt: Number(available?.s ?? 0), totalExpireAmt: Number(expiring?.s ?? 0) };
}

export interface AccumulationFilter {
  pageNumber: number;
  pageSize: number;
  accumulationReason?: 'ADD' | 'SUB' | undefined;
  startYmd?: string | undefined;
  endYmd?: string | undefined;
  direction: 'DESC' | 'ASC';
}

/** One page of the history in the range, its count and net amount, and the balance after each entry. */
export async function accumulationHistory(db: Kysely<ShopDb>, memberNo: number, f: AccumulationFilter, now: Date) {
  await expireAccumulations(db, memberNo, now);
  const range = kstDayRange(f.startYmd, f.endYmd, now);
  let base = db
    .selectFrom('accumulations')
    .where('member_no', '=', memberNo)
    .where('registered_at', '>=', range.from)
    .where('registered_at', '<', range.to);
  if (f.accumulationReason) base = base.where('status', 'in', f.accumulationReason === 'ADD' ? additionStatuses : deductionStatuses);
  const totals = await base
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.sum<string | number | null>('amt').as('s')])
    .groupBy('status')
    .execute();
  const totalCount = totals.reduce((n, r) => n + Number(r.n), 0);
  // Net of the listed entries: given minus taken.
  const totalAmt = totals.reduce((s, r) => s + (isAddition(r.status) ? 1 : -1) * Number(r.s ?? 0), 0);
  const rows = await base
    .selectAll()
    .orderBy('registered_at', f.direction === 'ASC' ? 'asc' : 'desc')
    .orderBy('accumulation_no', f.direction === 'ASC' ? 'asc' : 'desc')
    .limit(f.pageSize)
    .offset((f.pageNumber - 1) * f.pageSize)
    .execute();
  return { totalCount, totalAmt, rows, balances: await balancesAfter(db, memberNo, rows) };
}
