// Points (적립금): every change is one row. Given points (GIVE, SUBTRACTION_BY_CANCELED) carry a
// rest amount that later uses consume oldest-expiry first, so the available balance is always the
// sum of rest amounts. Expired rest amounts are swept into a SUB_EXPIRED row before any read or use.
// The order and claim services call give/use/restore/revoke from inside their own transactions.
import type { Kysely, Selectable } from 'kysely';
import type { AccumulationTable, ShopDb } from '../../db/schema.ts';
import { inTransaction, lockMember } from '../shared/in-transaction.ts';
import { memberDb, type MemberDb } from './member-db.ts';
import { DomainError } from '../../domain/errors.ts';

export type AccumulationStatus = 'GIVE' | 'SUBTRACTION' | 'GIVE_BY_CANCELED' | 'SUBTRACTION_BY_CANCELED';

/** Reasons the platform documents (manage-shop-public.yml accumulationReserveReason). */
export const accumulationReasons = {
  ADD_AFTER_PAYMENT: '상품 구매확정 적립',
  ADD_POSTING: '상품평 작성 적립',
  ADD_CANCEL: '주문취소 재적립',
  ADD_RETURN: '반품 재적립',
  ADD_MANUAL: '운영자 지급',
  ADD_EVENT: '이벤트 적립',
  ADD_SIGNUP: '회원가입 적립금',
  ADD_BIRTHDAY: '생일축하 적립금',
  SUB_PAYMENT_USED: '상품 결제 사용 차감',
  SUB_CANCEL: '사용적립금 주문취소 재적립',
  SUB_RETURN: '상품 구매확정 취소 차감',
  SUB_DELETE_POSTING: '상품평 삭제 차감',
  SUB_EXPIRED: '유효기간 만료',
  SUB_MANUAL: '운영자 차감',
  SUB_DELETE_ACCOUNT: '회원탈퇴 차감',
} as const;

export type AccumulationReason = keyof typeof accumulationReasons;

/** Points are valid for one year from the day they are given. */
export const ACCUMULATION_VALID_DAYS = 365;
const dayMs = 24 * 3600_000;

export type AccumulationRow = Selectable<AccumulationTable> & { balance_after: number };

/** Entries that add to the balance (shown with +); the others take from it (shown with −). */
export function isAddition(status: string): boolean {
  return status === 'GIVE' || status === 'SUBTRACTION_BY_CANCELED';
}

export class AccumulationError extends DomainError {}

const notEnough = (available: number) =>
  new AccumulationError('invalid', 'A0001', `사용 가능한 적립금이 부족합니다. (사용 가능: ${available.toLocaleString('ko-KR')}원)`);
const badAmount = () => new AccumulationError('invalid', 'A0002', '적립금 금액은 1원 이상의 정수여야 합니다.');

function checkAmount(amt: number): void {
  if (!Number.isSafeInteger(amt) || amt <= 0) throw badAmount();
}

async function available(db: Kysely<MemberDb>, memberNo: number): Promise<number> {
  const row = await db
    .selectFrom('accumulations')
    .select((eb) => eb.fn.sum<string | number | null>('rest_amt').as('total'))
    .where('member_no', '=', memberNo)
    .where('rest_amt', '>', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function insertEntry(
  db: Kysely<MemberDb>,
  entry: { memberNo: number; amt: number; restAmt: number; status: AccumulationStatus; reason: string; reasonDisplay: string; orderNo: string | null; now: Date; expireYmdt: string | null },
): Promise<AccumulationRow> {
  const balance = await available(db, entry.memberNo);
  return db
    .insertInto('accumulations')
    .values({
      member_no: entry.memberNo,
      amt: entry.amt,
      rest_amt: entry.restAmt,
      status: entry.status,
      reason: entry.reason,
      reason_display: entry.reasonDisplay,
      order_no: entry.orderNo,
      registered_at: entry.now.toISOString(),
      expire_ymdt: entry.expireYmdt,
      // The balance right after this write. The member's history recomputes balances in time order
      // instead (routes/accumulations.ts), because backdated entries (seeds) are written out of order.
      balance_after: balance + entry.restAmt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Takes `amt` from the oldest-expiring rest amounts; the caller has checked the balance. */
async function consume(db: Kysely<MemberDb>, memberNo: number, amt: number): Promise<void> {
  let left = amt;
  const rows = await db
    .selectFrom('accumulations')
    .select(['accumulation_no', 'rest_amt'])
    .where('member_no', '=', memberNo)
    .where('rest_amt', '>', 0)
    .orderBy('expire_ymdt', 'asc')
    .orderBy('accumulation_no', 'asc')
    .execute();
  for (const row of rows) {
    if (left === 0) break;
    const take = Math.min(left, row.rest_amt);
    await db.updateTable('accumulations').set({ rest_amt: row.rest_amt - take }).where('accumulation_no', '=', row.accumulation_no).execute();
    left -= take;
  }
}

/** Moves rest amounts whose validity has passed into one SUB_EXPIRED entry. */
export async function expireAccumulations(dbIn: Kysely<ShopDb>, memberNo: number, now: Date): Promise<number> {
  const db = memberDb(dbIn);
  return inTransaction(db, async (trx) => {
    const expired = await trx
      .selectFrom('accumulations')
      .select(['accumulation_no', 'rest_amt'])
      .where('member_no', '=', memberNo)
      .where('rest_amt', '>', 0)
      .where('expire_ymdt', '<=', now.toISOString())
      .execute();
    const total = expired.reduce((s, r) => s + r.rest_amt, 0);
    if (total === 0) return 0;
    await lockMember(trx, memberNo);
    for (const row of expired) {
      await trx.updateTable('accumulations').set({ rest_amt: 0 }).where('accumulation_no', '=', row.accumulation_no).execute();
    }
    await insertEntry(trx, {
      memberNo, amt: total, restAmt: 0, status: 'SUBTRACTION', reason: 'SUB_EXPIRED', reasonDisplay: accumulationReasons.SUB_EXPIRED,
      orderNo: null, now, expireYmdt: null,
    });
    return total;
  });
}

/** The member's spendable points now. */
export async function availableAccumulation(db: Kysely<ShopDb>, memberNo: number, now: Date): Promise<number> {
  await expireAccumulations(db, memberNo, now);
  return available(memberDb(db), memberNo);
}

export interface GiveAccumulationInput {
  memberNo: number;
  amt: number;
  reason: AccumulationReason;
  /** Shown in the history; defaults to the reason's platform label. */
  reasonDisplay?: string;
  orderNo?: string | null;
  now: Date;
  validDays?: number;
}

/** Gives points (GIVE). */
export async function giveAccumulation(db: Kysely<ShopDb>, input: GiveAccumulationInput): Promise<AccumulationRow> {
  checkAmount(input.amt);
  return inTransaction(memberDb(db), async (trx) => {
    await lockMember(trx, input.memberNo);
    const expire = new Date(input.now.getTime() + (input.validDays ?? ACCUMULATION_VALID_DAYS) * dayMs);
    return insertEntry(trx, {
      memberNo: input.memberNo, amt: input.amt, restAmt: input.amt, status: 'GIVE', reason: input.reason,
      reasonDisplay: input.reasonDisplay ?? accumulationReasons[input.reason], orderNo: input.orderNo ?? null, now: input.now,
      expireYmdt: expire.toISOString(),
    });
  });
}

export interface UseAccumulationInput {
  memberNo: number;
  amt: number;
  orderNo?: string | null;
  now: Date;
  reason?: AccumulationReason;
  reasonDisplay?: string;
}

/** Spends points (SUBTRACTION), oldest-expiring first; throws A0001 when the balance is short. */
export async function useAccumulation(db: Kysely<ShopDb>, input: UseAccumulationInput): Promise<AccumulationRow> {
  checkAmount(input.amt);
  await expireAccumulations(db, input.memberNo, input.now);
  return inTransaction(memberDb(db), async (trx) => {
    await lockMember(trx, input.memberNo);
    const balance = await available(trx, input.memberNo);
    if (balance < input.amt) throw notEnough(balance);
    await consume(trx, input.memberNo, input.amt);
    const reason = input.reason ?? 'SUB_PAYMENT_USED';
    return insertEntry(trx, {
      memberNo: input.memberNo, amt: input.amt, restAmt: 0, status: 'SUBTRACTION', reason,
      reasonDisplay: input.reasonDisplay ?? accumulationReasons[reason], orderNo: input.orderNo ?? null, now: input.now, expireYmdt: null,
    });
  });
}

async function netForOrder(db: Kysely<MemberDb>, memberNo: number, orderNo: string, plus: AccumulationStatus, minus: AccumulationStatus): Promise<number> {
  const rows = await db
    .selectFrom('accumulations')
    .select(['status', 'amt'])
    .where('member_no', '=', memberNo)
    .where('order_no', '=', orderNo)
    .where('status', 'in', [plus, minus])
    .execute();
  return rows.reduce((s, r) => s + (r.status === plus ? r.amt : -r.amt), 0);
}

export interface OrderAccumulationInput {
  memberNo: number;
  orderNo: string;
  /** How much to act on; defaults to everything still outstanding for the order. */
  amt?: number;
  now: Date;
}

/**
 * Gives back points an order spent, when the order (or part of it) is cancelled
 * (SUBTRACTION_BY_CANCELED, reason SUB_CANCEL). Never restores more than the order spent.
 * Returns the amount restored (0 when nothing is outstanding).
 */
export async function restoreAccumulation(db: Kysely<ShopDb>, input: OrderAccumulationInput): Promise<number> {
  return inTransaction(memberDb(db), async (trx) => {
    await lockMember(trx, input.memberNo);
    const outstanding = await netForOrder(trx, input.memberNo, input.orderNo, 'SUBTRACTION', 'SUBTRACTION_BY_CANCELED');
    const amt = Math.min(input.amt ?? outstanding, outstanding);
    if (amt <= 0) return 0;
    checkAmount(amt);
    await insertEntry(trx, {
      memberNo: input.memberNo, amt, restAmt: amt, status: 'SUBTRACTION_BY_CANCELED', reason: 'SUB_CANCEL',
      reasonDisplay: accumulationReasons.SUB_CANCEL, orderNo: input.orderNo, now: input.now,
      expireYmdt: new Date(input.now.getTime() + ACCUMULATION_VALID_DAYS * dayMs).toISOString(),
    });
    return amt;
  });
}

/**
 * Takes back points an order earned, when it is returned or cancelled after they were given
 * (GIVE_BY_CANCELED, reason SUB_RETURN). Takes at most what the member still has.
 * Returns the amount taken back.
 */
export async function revokeAccumulation(db: Kysely<ShopDb>, input: OrderAccumulationInput): Promise<number> {
  await expireAccumulations(db, input.memberNo, input.now);
  return inTransaction(memberDb(db), async (trx) => {
    await lockMember(trx, input.memberNo);
    const outstanding = await netForOrder(trx, input.memberNo, input.orderNo, 'GIVE', 'GIVE_BY_CANCELED');
    const amt = Math.min(input.amt ?? outstanding, outstanding, await available(trx, input.memberNo));
    if (amt <= 0) return 0;
    await consume(trx, input.memberNo, amt);
    await insertEntry(trx, {
      memberNo: input.memberNo, amt, restAmt: 0, status: 'GIVE_BY_CANCELED', reason: 'SUB_RETURN',
      reasonDisplay: accumulationReasons.SUB_RETURN, orderNo: input.orderNo, now: input.now, expireYmdt: null,
    });
    return amt;
  });
}
