// A member's coupons as the promotion API lists them: their issued coupons (usable or not, by issue
// or expiry date), the usable / expiring counts, and what can be downloaded now (in general or for
// one product), each marked when the member already holds it.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { memberDb } from '../members/member-db.ts';
import { kstDayRange } from '../shared/kst-dates.ts';
import { issuableCouponView, issuedCouponView } from './coupon-views.ts';
import { couponAppliesTo, type CouponRow } from './coupons.ts';
import { errors } from '../../domain/error-catalogue.ts';

export interface IssuedCouponFilter {
  pageNumber: number;
  pageSize: number;
  usable?: boolean | undefined;
  /** Newest first unless false. */
  desc?: boolean | undefined;
  startYmd?: string | undefined;
  endYmd?: string | undefined;
  searchDateType?: 'REGISTER_YMD' | 'USE_END_YMD' | undefined;
  couponNos?: readonly number[] | undefined;
}

export async function memberCoupons(db: Kysely<ShopDb>, memberNo: number, f: IssuedCouponFilter, now: Date) {
  let base = memberDb(db)
    .selectFrom('coupon_issues')
    .innerJoin('coupons', 'coupons.coupon_no', 'coupon_issues.coupon_no')
    .where('coupon_issues.member_no', '=', memberNo);
  if (f.usable === true) base = base.where('coupon_issues.used', '=', 0).where('coupon_issues.use_end_ymdt', '>', now.toISOString());
  if (f.usable === false) base = base.where((eb) => eb.or([eb('coupon_issues.used', '=', 1), eb('coupon_issues.use_end_ymdt', '<=', now.toISOString())]));
  if (f.couponNos) base = base.where('coupon_issues.coupon_no', 'in', [...f.couponNos]);
  if (f.startYmd || f.endYmd) {
    const range = kstDayRange(f.startYmd, f.endYmd, now);
    const column = f.searchDateType === 'USE_END_YMD' ? 'coupon_issues.use_end_ymdt' : 'coupon_issues.issued_at';
    base = base.where(column, '>=', range.from).where(column, '<', range.to);
  }
  const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const order = f.desc === false ? 'asc' : 'desc';
  const rows = await base
    .selectAll('coupons')
    .select(['coupon_issues.coupon_issue_no', 'coupon_issues.used', 'coupon_issues.issued_at', 'coupon_issues.use_end_ymdt', 'coupon_issues.used_ymdt'])
    .orderBy('coupon_issues.issued_at', order)
    .orderBy('coupon_issues.coupon_issue_no', order)
    .limit(f.pageSize)
    .offset((f.pageNumber - 1) * f.pageSize)
    .execute();
  return {
    totalCount: Number(count?.n ?? 0),
    items: rows.map(({ coupon_issue_no, used, issued_at, use_end_ymdt, used_ymdt, ...coupon }) =>
      issuedCouponView(coupon, { couponIssueNo: coupon_issue_no, used: used === 1, issuedAt: issued_at, useEndYmdt: use_end_ymdt, usedYmdt: used_ymdt }),
    ),
  };
}

/** Usable coupons, and how many of them expire within `expireDay` days. */
export async function couponSummary(db: Kysely<ShopDb>, memberNo: number, expireDay: number, now: Date) {
  const soon = new Date(now.getTime() + expireDay * 24 * 3600_000).toISOString();
  const usable = db.selectFrom('coupon_issues').where('member_no', '=', memberNo).where('used', '=', 0).where('use_end_ymdt', '>', now.toISOString());
  const all = await usable.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  const expiring = await usable.where('use_end_ymdt', '<=', soon).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  return { usableCouponCnt: Number(all?.n ?? 0), expiringCouponCnt: Number(expiring?.n ?? 0) };
}

/** Coupons that can be downloaded now (for one product when given: 404 when it does not exist). */
export async function issuableCoupons(db: Kysely<ShopDb>, memberNo: number | null, now: Date, productNo?: number) {
  if (productNo !== undefined) {
    const product = await db.selectFrom('products').select('product_no').where('product_no', '=', productNo).executeTakeFirst();
    if (!product) throw errors.notFound('상품을 찾을 수 없습니다.', 'P0001');
  }
  const t = now.toISOString();
  const coupons: CouponRow[] = await db
    .selectFrom('coupons')
    .selectAll()
    .where('downloadable', '=', 1)
    .where('issue_start_ymdt', '<=', t)
    .where('issue_end_ymdt', '>', t)
    .orderBy('coupon_no')
    .execute();
  const mine = new Set<number>();
  if (memberNo !== null) {
    const rows = await db.selectFrom('coupon_issues').select('coupon_no').where('member_no', '=', memberNo).execute();
    for (const r of rows) mine.add(r.coupon_no);
  }
  return coupons
    .filter((c) => productNo === undefined || couponAppliesTo(c, productNo))
    .map((c) => issuableCouponView(c, { issued: mine.has(c.coupon_no) }, now));
}
