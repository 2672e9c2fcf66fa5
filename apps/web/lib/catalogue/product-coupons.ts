// 쿠폰 받기 on the product page (issue 29): the coupons the platform lets a member download for one
// product (GET /coupons/products/{no}/issuable/coupons), as the dialog lists them. The platform's
// discountInfo / useConstraint (`…Amt`) end here.
import type { IssuableCoupon } from '@courtside/core/api';
import { couponBenefitText, couponConditionText } from '@/lib/mypage/coupon-text';

export interface ProductCouponView {
  readonly couponNo: number;
  readonly name: string;
  /** "10% 할인 (최대 5,000원)". */
  readonly benefit: string;
  /** "20,000원 이상 구매 시". */
  readonly condition: string;
  /** False once this member has it (or none are left). */
  readonly downloadable: boolean;
}

export function reshapeProductCoupons(coupons: readonly IssuableCoupon[]): ProductCouponView[] {
  return coupons.map((c) => ({
    couponNo: c.couponNo,
    name: c.couponName,
    benefit: couponBenefitText({ ...c.discountInfo, couponType: c.couponType }),
    condition: couponConditionText(c.useConstraint.minSalePrice),
    downloadable: c.downloadable,
  }));
}
