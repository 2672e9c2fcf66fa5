// Coupons as the promotion API shows them (promotion-shop-public.yml): an issued coupon in
// GET /coupons, a downloadable coupon in the issuable lists.
import { couponProductNos, type CouponRow } from './coupons.ts';
import { toYmdt } from '../../domain/kst-time.ts';

const platforms = ['PC', 'MOBILE_WEB', 'MOBILE_APP'];

function subType(coupon: CouponRow): string {
  if (coupon.coupon_type === 'CART') return 'CART';
  if (coupon.coupon_type === 'CART_DELIVERY') return 'DELIVERY_ALL';
  return 'NONE';
}

function targetType(coupon: CouponRow): string {
  return couponProductNos(coupon).length > 0 ? 'PRODUCT' : 'ALL_PRODUCT';
}

export function issuedCouponView(
  coupon: CouponRow,
  issue: { couponIssueNo: number; used: boolean; issuedAt: string; useEndYmdt: string; usedYmdt: string | null },
) {
  const fixed = coupon.discount_rate === 0;
  return {
    couponIssueNo: issue.couponIssueNo,
    couponNo: coupon.coupon_no,
    couponName: coupon.coupon_name,
    couponType: coupon.coupon_type,
    couponSubType: subType(coupon),
    couponTargetType: targetType(coupon),
    reason: null,
    discountAmt: coupon.discount_amt,
    discountRate: coupon.discount_rate,
    fixedAmt: fixed,
    fiexdAmt: fixed,
    maxDiscountAmt: coupon.max_discount_amt,
    minSalePrice: coupon.min_sale_price,
    maxSalePrice: 0,
    minDeliveryAmt: null,
    freeDelivery: coupon.coupon_type === 'CART_DELIVERY',
    benefitAmt: 0,
    accumulationUnit: '',
    used: issue.used,
    issueYmdt: toYmdt(issue.issuedAt),
    useEndYmdt: toYmdt(issue.useEndYmdt),
    useYmdt: toYmdt(issue.usedYmdt),
    limitPayType: null,
    limitPayTypes: [],
    otherCouponUsable: true,
    cartCouponUsable: true,
    productCouponUsable: true,
    skipsAccumulation: false,
    usablePlatforms: platforms,
    memberGradeNames: [],
    memberGroupNames: [],
  };
}

export function issuableCouponView(coupon: CouponRow, mine: { issued: boolean }, now: Date) {
  const useEnd = new Date(now.getTime() + coupon.use_days * 24 * 3600_000).toISOString();
  return {
    couponNo: coupon.coupon_no,
    couponName: coupon.coupon_name,
    couponType: coupon.coupon_type,
    couponSubType: subType(coupon),
    couponTargetType: targetType(coupon),
    allianceRefererType: null,
    discountInfo: {
      fixedAmt: coupon.discount_rate === 0,
      discountAmt: coupon.discount_amt,
      discountRate: coupon.discount_rate === 0 ? null : coupon.discount_rate,
      maxDiscountAmt: coupon.max_discount_amt === 0 ? null : coupon.max_discount_amt,
      freeDelivery: coupon.coupon_type === 'CART_DELIVERY',
      useOtherCoupon: true,
      useCartCoupon: true,
      useProductCoupon: true,
      skippedAccumulationAmt: false,
    },
    dateInfo: {
      issueStartYmdt: toYmdt(coupon.issue_start_ymdt),
      issueEndYmdt: toYmdt(coupon.issue_end_ymdt),
      issueStartHour: 0,
      issueEndHour: 24,
      issueDaysOfWeek: '["1","2","3","4","5","6","7"]',
    },
    useConstraint: {
      useEndYmdt: toYmdt(useEnd),
      useDays: coupon.use_days,
      minSalePrice: coupon.min_sale_price,
      maxSalePrice: 0,
      minDeliveryAmt: 0,
      limitPayType: null,
      limitPayTypes: [],
      usablePlatformTypes: platforms,
    },
    issueConstraint: {
      memberGradeName: null,
      memberGradeNames: [],
      memberGroupNames: [],
      issuablePlatformTypes: platforms,
      dailyIssueLimit: false,
      dailyIssueLimitCnt: -1,
      issuePerPersonLimit: true,
      issuePerPersonLimitCnt: 1,
      dailyIssuePerPersonLimitCnt: -1,
      channelTypes: null,
    },
    couponStatus: null,
    benefitInfo: null,
    issueLimitTypes: [],
    downloadable: !mine.issued,
  };
}
