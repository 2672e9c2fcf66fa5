// What every new member receives: welcome points and the sign-up coupon (when the mall has it).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { giveAccumulation } from './accumulations.ts';
import { issueCoupon } from '../checkout/coupons.ts';

export const SIGNUP_POINTS = 2000;
/** The "신규가입" coupon of the promotions seed; issued, not downloaded. */
export const SIGNUP_COUPON_NO = 1001;

export async function grantSignupBenefits(db: Kysely<ShopDb>, memberNo: number, now: Date): Promise<void> {
  await giveAccumulation(db, { memberNo, amt: SIGNUP_POINTS, reason: 'ADD_SIGNUP', now });
  const coupon = await db.selectFrom('coupons').select('coupon_no').where('coupon_no', '=', SIGNUP_COUPON_NO).executeTakeFirst();
  if (coupon) await issueCoupon(db, { couponNo: SIGNUP_COUPON_NO, memberNo, now, checkWindow: false });
}
