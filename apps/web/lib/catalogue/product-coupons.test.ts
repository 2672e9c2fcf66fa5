import { describe, expect, it } from 'vitest';
import type { IssuableCoupon } from '@courtside/core/api';
import { reshapeProductCoupons } from './product-coupons';

const coupon = (over: Partial<IssuableCoupon>): IssuableCoupon => ({
  couponNo: 31, couponName: '댐프너 10% 쿠폰', couponType: 'PRODUCT', downloadable: true,
  discountInfo: { discountAmt: null, discountRate: 10, maxDiscountAmt: 5000 }, useConstraint: { minSalePrice: 10000, useEndYmdt: null },
  dateInfo: { issueStartYmdt: '2025-01-01 00:00:00', issueEndYmdt: '2025-12-31 23:59:59' }, ...over,
});

describe('reshapeProductCoupons', () => {
  it('tells each coupon’s benefit and condition in words', () => {
    expect(reshapeProductCoupons([coupon({}), coupon({ couponNo: 32, couponName: '3천원', downloadable: false, discountInfo: { discountAmt: 3000, discountRate: null }, useConstraint: { minSalePrice: null, useEndYmdt: null } })])).toEqual([
      { couponNo: 31, name: '댐프너 10% 쿠폰', benefit: '10% 할인 (최대 5,000원)', condition: '10,000원 이상 구매 시', downloadable: true },
      { couponNo: 32, name: '3천원', benefit: '3,000원 할인', condition: '금액 제한 없음', downloadable: false },
    ]);
  });
});
