// How a coupon's benefit reads: "3,000원 할인" or "10% 할인 (최대 5,000원)", and its condition.
import { formatWon } from '@courtside/core/format';

export interface CouponBenefit {
  discountAmt: number | null;
  discountRate: number | null;
  maxDiscountAmt?: number | null;
  couponType?: string;
}

export function couponBenefitText(coupon: CouponBenefit): string {
  if (coupon.couponType === 'CART_DELIVERY') return '배송비 무료';
  if (coupon.discountRate) {
    const cap = coupon.maxDiscountAmt ? ` (최대 ${formatWon(coupon.maxDiscountAmt)})` : '';
    return `${coupon.discountRate}% 할인${cap}`;
  }
  return `${formatWon(coupon.discountAmt ?? 0)} 할인`;
}

/** A coupon as the checkout's choices list it: "여름 쿠폰 · 10% (최대 5,000원)", "… · 배송비 할인". */
export function couponChoiceText(coupon: CouponBenefit & { couponName: string }): string {
  const amount = coupon.discountRate ? `${coupon.discountRate}%${coupon.maxDiscountAmt ? ` (최대 ${formatWon(coupon.maxDiscountAmt)})` : ''}` : formatWon(coupon.discountAmt ?? 0);
  return coupon.couponType === 'CART_DELIVERY' ? `${coupon.couponName} · 배송비 할인` : `${coupon.couponName} · ${amount}`;
}

export function couponConditionText(minSalePrice: number | null | undefined): string {
  return minSalePrice ? `${formatWon(minSalePrice)} 이상 구매 시` : '금액 제한 없음';
}

export const COUPON_TYPE_LABELS: Readonly<Record<string, string>> = {
  PRODUCT: '상품 쿠폰',
  CART: '장바구니 쿠폰',
  CART_DELIVERY: '배송비 쿠폰',
};
