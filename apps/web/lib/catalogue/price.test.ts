import { describe, expect, it } from 'vitest';
import { discountRate, discountedPrice } from './price';

describe('discountedPrice', () => {
  it('takes the immediate and additional discounts off the sale price', () => {
    expect(discountedPrice({ salePrice: 12_000, immediateDiscountAmt: 1_000, additionDiscountAmt: 500 })).toBe(10_500);
  });
  it('never goes below zero', () => {
    expect(discountedPrice({ salePrice: 1_000, immediateDiscountAmt: 2_000 })).toBe(0);
  });
  it('gives the whole-percent rate for the badge', () => {
    expect(discountRate({ salePrice: 4_500, immediateDiscountAmt: 450 })).toBe(10);
    expect(discountRate({ salePrice: 4_500, immediateDiscountAmt: 0 })).toBe(0);
  });
});
