import { describe, expect, it } from 'vitest';
import type { PaymentInfo } from '@courtside/core/api';
import { paymentLines } from './payment-lines';

const base: PaymentInfo = {
  totalStandardAmt: 14000,
  totalImmediateDiscountAmt: 2000,
  totalAdditionalDiscountAmt: 0,
  productAmt: 12000,
  productCouponAmt: 0,
  cartCouponAmt: 0,
  deliveryAmt: 3000,
  remoteDeliveryAmt: 0,
  usedAccumulationAmt: 0,
  accumulationAmt: 120,
  availableMaxAccumulationAmt: 0,
  paymentAmt: 15000,
};

const amounts = (info: PaymentInfo) => Object.fromEntries(paymentLines(info).map((l) => [l.label, l.minus ? -l.amount : l.amount]));

describe('paymentLines', () => {
  it('lists products, discounts, delivery and points; no remote row on the mainland', () => {
    expect(amounts(base)).toEqual({ 상품금액: 14000, '상품 할인': -2000, '쿠폰 할인': -0, 배송비: 3000, '적립금 사용': -0 });
  });

  it('adds the remote-area extra as its own row', () => {
    const rows = amounts({ ...base, remoteDeliveryAmt: 5000, paymentAmt: 20000 });
    expect(rows['도서산간 추가 배송비']).toBe(5000);
  });

  it('counts product and cart coupons, and a free-delivery coupon from what is left', () => {
    const rows = amounts({ ...base, productCouponAmt: 1000, cartCouponAmt: 500, usedAccumulationAmt: 1000, paymentAmt: 9500 });
    // 12,000 − 1,500 + 3,000 − 1,000 = 12,500; paying 9,500 means 3,000 came off the delivery.
    expect(rows['쿠폰 할인']).toBe(-4500);
    expect(rows['적립금 사용']).toBe(-1000);
  });
});
