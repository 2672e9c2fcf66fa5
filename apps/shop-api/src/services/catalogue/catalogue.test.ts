import { describe, expect, it } from 'vitest';
import { immediateDiscountAmount, optionBuyPrice, reviewRating } from './catalogue.ts';

describe('catalogue prices', () => {
  it('takes a won discount as is, but never below zero', () => {
    expect(immediateDiscountAmount(3500, 'WON', 500)).toBe(500);
    expect(immediateDiscountAmount(3000, 'WON', 5000)).toBe(3000);
    expect(immediateDiscountAmount(3000, 'WON', 0)).toBe(0);
  });

  it('turns a rate into won, rounded down to 10 won', () => {
    expect(immediateDiscountAmount(4500, 'RATE', 10)).toBe(450);
    expect(immediateDiscountAmount(4800, 'RATE', 15)).toBe(720);
    expect(immediateDiscountAmount(8900, 'RATE', 15)).toBe(1330); // 1,335 → 1,330
    expect(immediateDiscountAmount(5000, 'RATE', 150)).toBe(5000);
  });

  it('applies the immediate discount to the sale price, never to the option add price', () => {
    expect(optionBuyPrice({ salePrice: 10000, immediateDiscountAmt: 1000 }, 5000)).toBe(14000);
  });

  it('averages review rates to one decimal', () => {
    expect(reviewRating(0, 0)).toBe(0);
    expect(reviewRating(3, 14)).toBe(4.7);
  });
});
