// Seed coupons: the sign-up coupon (issued, not downloaded), download coupons for dampeners and
// free delivery, and a finished one; tennis_lee holds a few, one already past its end.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { SIGNUP_COUPON_NO } from '../services/members/signup-benefits.ts';
import { seedMembers } from './fixtures.ts';

const dayMs = 24 * 3600_000;

/** The catalogue seed's dampeners (catalogue-products.ts, 100001–100013). */
const dampenerProductNos = Array.from({ length: 13 }, (_, i) => 100001 + i);

export const seedCouponNos = {
  signup: SIGNUP_COUPON_NO,
  dampener10: 1002,
  freeDelivery: 1003,
  accessories: 1004,
  bigOrder: 1005,
  lastSeason: 1006,
} as const;

export async function seedPromotions(db: Kysely<ShopDb>, now: Date): Promise<void> {
  if (await db.selectFrom('coupons').select('coupon_no').limit(1).executeTakeFirst()) return;
  const at = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();
  const open = { issue_start_ymdt: at(-365), issue_end_ymdt: at(365 * 3) };
  await db
    .insertInto('coupons')
    .values([
      { coupon_no: seedCouponNos.signup, coupon_name: '신규가입 3,000원 할인', coupon_type: 'CART', discount_amt: 3000, discount_rate: 0, max_discount_amt: 0, min_sale_price: 10000, ...open, use_days: 30, downloadable: 0, product_nos_json: '[]' },
      { coupon_no: seedCouponNos.dampener10, coupon_name: '댐프너 10% 할인 (최대 5,000원)', coupon_type: 'PRODUCT', discount_amt: 0, discount_rate: 10, max_discount_amt: 5000, min_sale_price: 0, ...open, use_days: 14, downloadable: 1, product_nos_json: JSON.stringify(dampenerProductNos) },
      { coupon_no: seedCouponNos.freeDelivery, coupon_name: '5만원 이상 무료배송', coupon_type: 'CART_DELIVERY', discount_amt: 0, discount_rate: 0, max_discount_amt: 0, min_sale_price: 50000, ...open, use_days: 30, downloadable: 1, product_nos_json: '[]' },
      { coupon_no: seedCouponNos.accessories, coupon_name: '테니스 용품 2,000원 할인 (15,000원 이상)', coupon_type: 'PRODUCT', discount_amt: 2000, discount_rate: 0, max_discount_amt: 0, min_sale_price: 15000, ...open, use_days: 30, downloadable: 1, product_nos_json: '[]' },
      { coupon_no: seedCouponNos.bigOrder, coupon_name: '7만원 이상 구매 시 5,000원 할인', coupon_type: 'CART', discount_amt: 5000, discount_rate: 0, max_discount_amt: 0, min_sale_price: 70000, ...open, use_days: 7, downloadable: 1, product_nos_json: '[]' },
      { coupon_no: seedCouponNos.lastSeason, coupon_name: '지난 시즌 감사 쿠폰 1,000원', coupon_type: 'CART', discount_amt: 1000, discount_rate: 0, max_discount_amt: 0, min_sale_price: 5000, issue_start_ymdt: at(-120), issue_end_ymdt: at(-30), use_days: 30, downloadable: 1, product_nos_json: '[]' },
    ])
    .execute();

  const issue = (memberNo: number, couponNo: number, issuedDaysAgo: number, useDays: number) => ({
    coupon_no: couponNo, member_no: memberNo, used: 0, used_order_no: null, issued_at: at(-issuedDaysAgo), use_end_ymdt: at(useDays - issuedDaysAgo),
  });
  await db
    .insertInto('coupon_issues')
    .values([
      issue(seedMembers.shopper.memberNo, seedCouponNos.signup, 5, 30),
      issue(seedMembers.shopper.memberNo, seedCouponNos.freeDelivery, 2, 30),
      issue(seedMembers.shopper.memberNo, seedCouponNos.lastSeason, 60, 30),
      issue(seedMembers.second.memberNo, seedCouponNos.signup, 10, 30),
      issue(seedMembers.reviewer.memberNo, seedCouponNos.signup, 20, 30),
    ])
    .execute();
}
