// Coupons (promotion-shop-public.yml): my coupons, their summary, what can be downloaded now (in
// general or for one product), and downloading one — once per member.
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ShopDb } from '../db/schema.ts';
import { errors } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { toYmdt } from '../http/json.ts';
import { pageQuery, pathNumber, readJson, readQuery, requireMember, ymd } from '../http/request.ts';
import { issuableCouponView, issuedCouponView } from '../services/checkout/coupon-views.ts';
import { couponAppliesTo, issueCoupon, type CouponRow } from '../services/checkout/coupons.ts';
import { kstDayRange } from '../services/shared/kst-dates.ts';
import { memberDb } from '../services/members/member-db.ts';

const boolText = z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true'));
const listQuery = z.object({
  pageNumber: pageQuery.pageNumber,
  pageSize: pageQuery.pageSize,
  usable: boolText,
  desc: boolText,
  startYmd: ymd.optional(),
  endYmd: ymd.optional(),
  searchDateType: z.enum(['REGISTER_YMD', 'USE_END_YMD']).optional(),
  couponNos: z.string().regex(/^\d{1,10}(,\d{1,10})*$/, '쉼표로 구분한 번호').optional(),
});
const summaryQuery = z.object({ expireDay: z.coerce.number().int().min(0).max(3650).default(7) });
const channelQuery = z.object({ channelType: z.string().max(50).optional() });
const downloadSchema = z.object({ channelType: z.string().max(50).nullish() }).nullish();

async function issuable(db: Kysely<ShopDb>, memberNo: number | null, now: Date, productNo?: number) {
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

export function registerCouponRoutes(app: Hono<AppEnv>): void {
  app.get('/coupons', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, now } = c.get('deps');
    const t = now();
    let base = memberDb(db)
      .selectFrom('coupon_issues')
      .innerJoin('coupons', 'coupons.coupon_no', 'coupon_issues.coupon_no')
      .where('coupon_issues.member_no', '=', member.member_no);
    if (q.usable === true) base = base.where('coupon_issues.used', '=', 0).where('coupon_issues.use_end_ymdt', '>', t.toISOString());
    if (q.usable === false) base = base.where((eb) => eb.or([eb('coupon_issues.used', '=', 1), eb('coupon_issues.use_end_ymdt', '<=', t.toISOString())]));
    if (q.couponNos) base = base.where('coupon_issues.coupon_no', 'in', q.couponNos.split(',').map(Number));
    if (q.startYmd || q.endYmd) {
      const range = kstDayRange(q.startYmd, q.endYmd, t);
      const column = q.searchDateType === 'USE_END_YMD' ? 'coupon_issues.use_end_ymdt' : 'coupon_issues.issued_at';
      base = base.where(column, '>=', range.from).where(column, '<', range.to);
    }
    const count = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const order = q.desc === false ? 'asc' : 'desc';
    const rows = await base
      .selectAll('coupons')
      .select(['coupon_issues.coupon_issue_no', 'coupon_issues.used', 'coupon_issues.issued_at', 'coupon_issues.use_end_ymdt', 'coupon_issues.used_ymdt'])
      .orderBy('coupon_issues.issued_at', order)
      .orderBy('coupon_issues.coupon_issue_no', order)
      .limit(q.pageSize)
      .offset((q.pageNumber - 1) * q.pageSize)
      .execute();
    return c.json({
      totalCount: Number(count?.n ?? 0),
      items: rows.map(({ coupon_issue_no, used, issued_at, use_end_ymdt, used_ymdt, ...coupon }) =>
        issuedCouponView(coupon, { couponIssueNo: coupon_issue_no, used: used === 1, issuedAt: issued_at, useEndYmdt: use_end_ymdt, usedYmdt: used_ymdt }),
      ),
    });
  });

  app.get('/coupons/summary', async (c) => {
    const member = requireMember(c);
    const { expireDay } = readQuery(c, summaryQuery);
    const { db, now } = c.get('deps');
    const t = now();
    const soon = new Date(t.getTime() + expireDay * 24 * 3600_000).toISOString();
    const usable = db.selectFrom('coupon_issues').where('member_no', '=', member.member_no).where('used', '=', 0).where('use_end_ymdt', '>', t.toISOString());
    const all = await usable.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const expiring = await usable.where('use_end_ymdt', '<=', soon).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    return c.json({ usableCouponCnt: Number(all?.n ?? 0), expiringCouponCnt: Number(expiring?.n ?? 0) });
  });

  app.get('/coupons/issuable', async (c) => {
    readQuery(c, channelQuery);
    const { db, now } = c.get('deps');
    return c.json(await issuable(db, c.get('member')?.member_no ?? null, now()));
  });

  app.get('/coupons/products/:productNo/issuable/coupons', async (c) => {
    const productNo = pathNumber(c, 'productNo');
    readQuery(c, channelQuery);
    const { db, now } = c.get('deps');
    const product = await db.selectFrom('products').select('product_no').where('product_no', '=', productNo).executeTakeFirst();
    if (!product) throw errors.notFound('상품을 찾을 수 없습니다.', 'P0001');
    return c.json(await issuable(db, c.get('member')?.member_no ?? null, now(), productNo));
  });

  app.post('/coupons/:couponNo/download', async (c) => {
    const couponNo = pathNumber(c, 'couponNo');
    const member = requireMember(c);
    await readJson(c, downloadSchema);
    const { db, now } = c.get('deps');
    const issued = await issueCoupon(db, { couponNo, memberNo: member.member_no, now: now() });
    return c.json({ couponIssueNo: issued.couponIssueNo, couponNo: issued.couponNo, couponName: issued.coupon.coupon_name, useEndYmdt: toYmdt(issued.useEndYmdt) });
  });
}
