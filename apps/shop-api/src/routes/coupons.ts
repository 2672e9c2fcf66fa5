// Coupons (promotion-shop-public.yml): my coupons, their summary, what can be downloaded now (in
// general or for one product), and downloading one — once per member.
import type { Hono } from 'hono';
import { z } from 'zod';
import { pageQuery, pathNumber, readJson, readQuery, requireMember, ymd } from '../http/request.ts';
import { issueCoupon } from '../services/checkout/coupons.ts';
import { couponSummary, issuableCoupons, memberCoupons } from '../services/checkout/member-coupons.ts';
import { toYmdt } from '../domain/kst-time.ts';
import type { AppEnv } from '../http/context.ts';

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

export function registerCouponRoutes(app: Hono<AppEnv>): void {
  app.get('/coupons', async (c) => {
    const member = requireMember(c);
    const q = readQuery(c, listQuery);
    const { db, now } = c.get('deps');
    return c.json(await memberCoupons(db, member.member_no, { ...q, couponNos: q.couponNos?.split(',').map(Number) }, now()));
  });

  app.get('/coupons/summary', async (c) => {
    const member = requireMember(c);
    const { expireDay } = readQuery(c, summaryQuery);
    const { db, now } = c.get('deps');
    return c.json(await couponSummary(db, member.member_no, expireDay, now()));
  });

  app.get('/coupons/issuable', async (c) => {
    readQuery(c, channelQuery);
    const { db, now } = c.get('deps');
    return c.json(await issuableCoupons(db, c.get('member')?.member_no ?? null, now()));
  });

  app.get('/coupons/products/:productNo/issuable/coupons', async (c) => {
    const productNo = pathNumber(c, 'productNo');
    readQuery(c, channelQuery);
    const { db, now } = c.get('deps');
    return c.json(await issuableCoupons(db, c.get('member')?.member_no ?? null, now(), productNo));
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
