// Coupons: the discount rule, and issuing / spending / giving back an issued coupon. The order
// sheet's amounts load the issues they name at once (loadIssuedCoupons) and check them with
// usableIssue and couponDiscountFor; orders spend and give back with markCouponUsed / markCouponUnused.
import type { Kysely, Selectable } from 'kysely';
import type { CouponTable, ShopDb } from '../../db/schema.ts';
import { inTransaction, lockMember } from '../shared/in-transaction.ts';
import { memberDb } from '../members/member-db.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export type CouponType = 'PRODUCT' | 'CART' | 'CART_DELIVERY';
export type CouponRow = Selectable<CouponTable>;

export class CouponError extends DomainError {}

export const couponErrors = {
  notFound: () => new CouponError('not-found', 'CP0404', '쿠폰을 찾을 수 없습니다.'),
  alreadyDownloaded: () => new CouponError('conflict', 'CP0001', '이미 다운로드한 쿠폰입니다.'),
  notIssuable: () => new CouponError('invalid', 'CP0002', '지금은 다운로드할 수 없는 쿠폰입니다.'),
  alreadyUsed: () => new CouponError('invalid', 'CP0003', '이미 사용한 쿠폰입니다.'),
  expired: () => new CouponError('invalid', 'CP0004', '사용 기간이 지난 쿠폰입니다.'),
  notApplicable: () => new CouponError('invalid', 'CP0005', '이 상품에는 사용할 수 없는 쿠폰입니다.'),
};

const dayMs = 24 * 3600_000;

/** Product numbers the coupon is limited to; empty means every product. */
export function couponProductNos(coupon: Pick<CouponRow, 'product_nos_json'>): number[] {
  return parseJson<number[]>(coupon.product_nos_json, []).filter((n) => Number.isSafeInteger(n));
}

export function couponAppliesTo(coupon: Pick<CouponRow, 'product_nos_json'>, productNo: number): boolean {
  const nos = couponProductNos(coupon);
  return nos.length === 0 || nos.includes(productNo);
}

/**
 * The discount in won a coupon gives on `amount` (the product line, or the cart's product total).
 * Below the coupon's minimum amount it gives nothing. A rate coupon is rounded down to 10 won and
 * capped by maxDiscountAmt (0 = no cap); a fixed coupon never exceeds the amount.
 * A CART_DELIVERY coupon waives the delivery fee: pass it as `deliveryAmt`; its discountAmt, when
 * set, caps the waiver.
 */
export function couponDiscountFor(
  coupon: Pick<CouponRow, 'coupon_type' | 'discount_amt' | 'discount_rate' | 'max_discount_amt' | 'min_sale_price'>,
  amount: number,
  deliveryAmt = 0,
): number {
  if (!Number.isFinite(amount) || amount <= 0 || amount < coupon.min_sale_price) return 0;
  if (coupon.coupon_type === 'CART_DELIVERY') {
    const waiver = Math.max(0, deliveryAmt);
    return coupon.discount_amt > 0 ? Math.min(waiver, coupon.discount_amt) : waiver;
  }
  if (coupon.discount_rate > 0) {
    let discount = Math.floor((amount * coupon.discount_rate) / 100 / 10) * 10;
    if (coupon.max_discount_amt > 0) discount = Math.min(discount, coupon.max_discount_amt);
    return Math.min(discount, amount);
  }
  return Math.min(coupon.discount_amt, amount);
}

/** Can it be downloaded at `now` (download coupon and inside its issue window)? */
export function isIssuable(coupon: Pick<CouponRow, 'downloadable' | 'issue_start_ymdt' | 'issue_end_ymdt'>, now: Date): boolean {
  const t = now.toISOString();
  return coupon.downloadable === 1 && coupon.issue_start_ymdt <= t && t < coupon.issue_end_ymdt;
}

export interface IssuedCoupon {
  couponIssueNo: number;
  couponNo: number;
  memberNo: number;
  used: boolean;
  usedOrderNo: string | null;
  issuedAt: string;
  useEndYmdt: string;
  coupon: CouponRow;
}

/**
 * Issues a coupon to a member (download, or a gift such as the sign-up coupon). One issue per
 * member and coupon: a second attempt answers CP0001.
 */
export async function issueCoupon(
  db: Kysely<ShopDb>,
  input: { couponNo: number; memberNo: number; now: Date; checkWindow?: boolean },
): Promise<IssuedCoupon> {
  return inTransaction(memberDb(db), async (trx) => {
    const coupon = await trx.selectFrom('coupons').selectAll().where('coupon_no', '=', input.couponNo).executeTakeFirst();
    if (!coupon) throw couponErrors.notFound();
    if (input.checkWindow !== false && !isIssuable(coupon, input.now)) throw couponErrors.notIssuable();
    await lockMember(trx, input.memberNo);
    const existing = await trx
      .selectFrom('coupon_issues')
      .select('coupon_issue_no')
      .where('member_no', '=', input.memberNo)
      .where('coupon_no', '=', input.couponNo)
      .executeTakeFirst();
    if (existing) throw couponErrors.alreadyDownloaded();
    const useEnd = new Date(input.now.getTime() + coupon.use_days * dayMs).toISOString();
    const row = await trx
      .insertInto('coupon_issues')
      .values({ coupon_no: coupon.coupon_no, member_no: input.memberNo, used: 0, used_order_no: null, issued_at: input.now.toISOString(), use_end_ymdt: useEnd })
      .returning('coupon_issue_no')
      .executeTakeFirstOrThrow();
    return {
      couponIssueNo: row.coupon_issue_no, couponNo: coupon.coupon_no, memberNo: input.memberNo, used: false, usedOrderNo: null,
      issuedAt: input.now.toISOString(), useEndYmdt: useEnd, coupon,
    };
  });
}

const issueColumns = ['coupon_issues.coupon_issue_no', 'coupon_issues.member_no', 'coupon_issues.used', 'coupon_issues.used_order_no', 'coupon_issues.issued_at', 'coupon_issues.use_end_ymdt'] as const;

function issuesOf(db: Kysely<ShopDb>, memberNo: number) {
  return db
    .selectFrom('coupon_issues')
    .innerJoin('coupons', 'coupons.coupon_no', 'coupon_issues.coupon_no')
    .selectAll('coupons')
    .select(issueColumns)
    .where('coupon_issues.member_no', '=', memberNo);
}

function issuedCoupon(row: Awaited<ReturnType<ReturnType<typeof issuesOf>['executeTakeFirstOrThrow']>>): IssuedCoupon {
  const { coupon_issue_no, member_no, used, used_order_no, issued_at, use_end_ymdt, ...coupon } = row;
  return {
    couponIssueNo: coupon_issue_no, couponNo: coupon.coupon_no, memberNo: member_no, used: used === 1, usedOrderNo: used_order_no,
    issuedAt: issued_at, useEndYmdt: use_end_ymdt, coupon,
  };
}

async function loadIssue(db: Kysely<ShopDb>, memberNo: number, couponIssueNo: number): Promise<IssuedCoupon | null> {
  const row = await issuesOf(db, memberNo).where('coupon_issues.coupon_issue_no', '=', couponIssueNo).executeTakeFirst();
  return row ? issuedCoupon(row) : null;
}

/** The member's issued coupons among these numbers, by number (one statement; others' coupons are not found). */
export async function loadIssuedCoupons(db: Kysely<ShopDb>, memberNo: number, couponIssueNos: readonly number[]): Promise<Map<number, IssuedCoupon>> {
  const unique = [...new Set(couponIssueNos)];
  if (unique.length === 0) return new Map();
  const rows = await issuesOf(db, memberNo).where('coupon_issues.coupon_issue_no', 'in', unique).execute();
  return new Map(rows.map((r) => [r.coupon_issue_no, issuedCoupon(r)]));
}

/**
 * An issued coupon (or none found), checked usable at `now` (not used, not past its end), and, when
 * a product is given, applicable to it. Throws CP0404 / CP0003 / CP0004 / CP0005.
 */
export function usableIssue(issue: IssuedCoupon | null | undefined, now: Date, productNo?: number): IssuedCoupon {
  if (!issue) throw couponErrors.notFound();
  if (issue.used) throw couponErrors.alreadyUsed();
  if (issue.useEndYmdt <= now.toISOString()) throw couponErrors.expired();
  if (productNo !== undefined && !couponAppliesTo(issue.coupon, productNo)) throw couponErrors.notApplicable();
  return issue;
}

/** The member's issued coupon, checked usable (usableIssue). */
export async function findUsableCoupon(
  db: Kysely<ShopDb>,
  input: { memberNo: number; couponIssueNo: number; now: Date; productNo?: number },
): Promise<IssuedCoupon> {
  return usableIssue(await loadIssue(db, input.memberNo, input.couponIssueNo), input.now, input.productNo);
}

/** Every coupon the member can still use at `now`, soonest-ending first. */
export async function listUsableCoupons(db: Kysely<ShopDb>, memberNo: number, now: Date): Promise<IssuedCoupon[]> {
  const rows = await db
    .selectFrom('coupon_issues')
    .select('coupon_issue_no')
    .where('member_no', '=', memberNo)
    .where('used', '=', 0)
    .where('use_end_ymdt', '>', now.toISOString())
    .orderBy('use_end_ymdt', 'asc')
    .orderBy('coupon_issue_no', 'asc')
    .execute();
  const out: IssuedCoupon[] = [];
  for (const r of rows) {
    const issue = await loadIssue(db, memberNo, r.coupon_issue_no);
    if (issue) out.push(issue);
  }
  return out;
}

/** Spends an issued coupon on an order; refuses a used, expired or someone else's coupon. */
export async function markCouponUsed(
  db: Kysely<ShopDb>,
  input: { memberNo: number; couponIssueNo: number; orderNo: string; now: Date },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await findUsableCoupon(trx, input);
    const res = await memberDb(trx)
      .updateTable('coupon_issues')
      .set({ used: 1, used_order_no: input.orderNo, used_ymdt: input.now.toISOString() })
      .where('coupon_issue_no', '=', input.couponIssueNo)
      .where('member_no', '=', input.memberNo)
      .where('used', '=', 0)
      .executeTakeFirst();
    // A concurrent order spent it between the check and the update.
    if (Number(res.numUpdatedRows) !== 1) throw couponErrors.alreadyUsed();
  });
}

/**
 * Gives back coupons an order spent (order cancelled or payment failed). With `couponIssueNo`
 * only that one; otherwise every coupon the order used. Returns how many were given back.
 */
export async function markCouponUnused(
  db: Kysely<ShopDb>,
  input: { memberNo: number; orderNo: string; couponIssueNo?: number },
): Promise<number> {
  let q = memberDb(db)
    .updateTable('coupon_issues')
    .set({ used: 0, used_order_no: null, used_ymdt: null })
    .where('member_no', '=', input.memberNo)
    .where('used_order_no', '=', input.orderNo)
    .where('used', '=', 1);
  if (input.couponIssueNo !== undefined) q = q.where('coupon_issue_no', '=', input.couponIssueNo);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
