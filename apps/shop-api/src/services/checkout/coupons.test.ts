import { describe, expect, it } from 'vitest';
import { couponAppliesTo, couponDiscountFor, isIssuable } from './coupons.ts';

const base = { coupon_type: 'PRODUCT', discount_amt: 0, discount_rate: 0, max_discount_amt: 0, min_sale_price: 0 };

describe('couponDiscountFor', () => {
  it('gives a fixed amount, never more than the amount itself', () => {
    const c = { ...base, discount_amt: 3000 };
    expect(couponDiscountFor(c, 12000)).toBe(3000);
    expect(couponDiscountFor(c, 2000)).toBe(2000);
  });

  it('gives a rate rounded down to 10 won and capped by the maximum', () => {
    const c = { ...base, discount_rate: 10, max_discount_amt: 5000 };
    expect(couponDiscountFor(c, 12345)).toBe(1230);
    expect(couponDiscountFor(c, 90000)).toBe(5000);
    expect(couponDiscountFor({ ...c, max_discount_amt: 0 }, 90000)).toBe(9000);
  });

  it('gives nothing below the minimum amount or for nothing', () => {
    const c = { ...base, discount_amt: 3000, min_sale_price: 30000 };
    expect(couponDiscountFor(c, 29990)).toBe(0);
    expect(couponDiscountFor(c, 30000)).toBe(3000);
    expect(couponDiscountFor(c, 0)).toBe(0);
  });

  it('waives the delivery fee for a delivery coupon once the cart reaches the minimum', () => {
    const c = { ...base, coupon_type: 'CART_DELIVERY', min_sale_price: 50000 };
    expect(couponDiscountFor(c, 60000, 3000)).toBe(3000);
    expect(couponDiscountFor(c, 40000, 3000)).toBe(0);
    expect(couponDiscountFor({ ...c, discount_amt: 2500 }, 60000, 3000)).toBe(2500);
  });
});

describe('coupon targets and issue window', () => {
  it('applies to every product when no product is listed', () => {
    expect(couponAppliesTo({ product_nos_json: '[]' }, 7)).toBe(true);
    expect(couponAppliesTo({ product_nos_json: '[1,2]' }, 2)).toBe(true);
    expect(couponAppliesTo({ product_nos_json: '[1,2]' }, 3)).toBe(false);
  });

  it('is downloadable only inside its issue window', () => {
    const c = { downloadable: 1, issue_start_ymdt: '2025-01-01T00:00:00.000Z', issue_end_ymdt: '2025-02-01T00:00:00.000Z' };
    expect(isIssuable(c, new Date('2025-01-15T00:00:00Z'))).toBe(true);
    expect(isIssuable(c, new Date('2025-02-01T00:00:00Z'))).toBe(false);
    expect(isIssuable({ ...c, downloadable: 0 }, new Date('2025-01-15T00:00:00Z'))).toBe(false);
  });
});
