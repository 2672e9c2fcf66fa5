import { describe, expect, it } from 'vitest';
import { couponBenefitText, couponConditionText } from './coupon-text';

describe('coupon text', () => {
  it('reads amount, rate with cap, and free delivery', () => {
    expect(couponBenefitText({ discountAmt: 3000, discountRate: 0 })).toBe('3,000원 할인');
    expect(couponBenefitText({ discountAmt: 0, discountRate: 10, maxDiscountAmt: 5000 })).toBe('10% 할인 (최대 5,000원)');
    expect(couponBenefitText({ discountAmt: 0, discountRate: 15, maxDiscountAmt: null })).toBe('15% 할인');
    expect(couponBenefitText({ discountAmt: 2500, discountRate: null, couponType: 'CART_DELIVERY' })).toBe('배송비 무료');
  });

  it('states the minimum purchase', () => {
    expect(couponConditionText(30000)).toBe('30,000원 이상 구매 시');
    expect(couponConditionText(0)).toBe('금액 제한 없음');
  });
});
