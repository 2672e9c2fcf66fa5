import { describe, expect, it } from 'vitest';
import { CartError } from './cart-error.ts';
import { deliveryFee, deliveryGroupKey, deliveryPricesOf, lineAmounts, summarizeGuestCart } from './guest-cart-amounts.ts';
import { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
import { setGuestCartLineSelected } from './guest-cart-selection.ts';
import { CONDITIONAL_3000_OVER_30000, newItem, sequence } from './testing/fixtures.ts';
import type { DeliveryCondition, GuestCart, NewGuestCartItem, ProductDelivery } from './types.ts';

function cartOf(...items: NewGuestCartItem[]): GuestCart {
  const random = sequence(...items.map((_, i) => i / 10));
  return items.reduce((cart, item) => addToGuestCart(cart, item, 0, random).cart, EMPTY_GUEST_CART);
}

const price = (salePrice: number, immediateDiscountAmt = 0) => ({ salePrice, addPrice: 0, immediateDiscountAmt, additionalDiscountAmt: 0 });

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof CartError ? error.code : 'other';
  }
  return undefined;
}

describe('line amounts', () => {
  it('follows the platform example: 10000 + 5000 − 1000 − 500 → standard 15000, buy 13500', () => {
    const amounts = lineAmounts({
      orderCnt: 1,
      price: { salePrice: 10000, addPrice: 5000, immediateDiscountAmt: 1000, additionalDiscountAmt: 500 },
    });
    expect(amounts).toEqual({ standardAmt: 15000, discountAmt: 1500, buyAmt: 13500 });
  });

  it('multiplies unit prices by the quantity', () => {
    expect(lineAmounts({ orderCnt: 3, price: price(8000, 1000) })).toEqual({ standardAmt: 24000, discountAmt: 3000, buyAmt: 21000 });
  });

  it('refuses fractional won and fractional quantities', () => {
    expect(codeOf(() => lineAmounts({ orderCnt: 1, price: price(100, 0.5) }))).toBe('CART_AMOUNT_NOT_INTEGER');
    expect(codeOf(() => lineAmounts({ orderCnt: 1.5, price: price(100) }))).toBe('CART_AMOUNT_NOT_INTEGER');
  });
});

describe('delivery fee', () => {
  const conditional = CONDITIONAL_3000_OVER_30000;

  it.each([
    [29_999, 3000],
    [30_000, 0],
    [30_001, 0],
  ])('CONDITIONAL (3,000원 under 30,000원): buying %d costs %d', (buyAmt, fee) => {
    expect(deliveryFee(conditional, buyAmt, true)).toBe(fee);
  });

  it('FIXED_FEE always charges deliveryAmt, FREE never charges', () => {
    const fixed: DeliveryCondition = { deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 2500 };
    const free: DeliveryCondition = { deliveryConditionType: 'FREE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 0 };
    expect(deliveryFee(fixed, 1_000_000, true)).toBe(2500);
    expect(deliveryFee(free, 100, true)).toBe(0);
  });

  it('a group with nothing selected costs nothing', () => {
    expect(deliveryFee(conditional, 0, false)).toBe(0);
  });

  it('refuses condition types it does not implement, and fractional amounts', () => {
    const perQuantity = { ...conditional, deliveryConditionType: 'QUANTITY_FEE' } as unknown as DeliveryCondition;
    expect(codeOf(() => deliveryFee(perQuantity, 1000, true))).toBe('CART_UNSUPPORTED_DELIVERY_CONDITION');
    expect(codeOf(() => deliveryFee({ ...conditional, baseDeliveryAmt: 2500.5 }, 1000, true))).toBe('CART_AMOUNT_NOT_INTEGER');
    expect(codeOf(() => deliveryFee(conditional, 10.1, true))).toBe('CART_AMOUNT_NOT_INTEGER');
  });
});

describe('summarizeGuestCart', () => {
  const partner: ProductDelivery = {
    partnerName: '프린트 파트너',
    deliveryTemplateGroupNo: null,
    deliveryCondition: { deliveryConditionType: 'FIXED_FEE', baseDeliveryAmt: 0, aboveDeliveryAmt: 0, deliveryAmt: 4000 },
  };

  it('groups by delivery template, else by partner, and totals selected lines', () => {
    const cart = cartOf(
      newItem({ productNo: 1, price: price(12000, 2000), orderCnt: 2 }),
      newItem({ productNo: 2, price: price(9000) }),
      newItem({ productNo: 3, delivery: partner, price: price(15000) }),
    );
    const { deliveryGroups, price: total } = summarizeGuestCart(cart);
    expect(deliveryGroups.map((g) => [g.groupKey, g.partnerName, g.orderProducts.map((p) => p.productNo)])).toEqual([
      ['template:1', '쇼핑몰배송', [1, 2]],
      ['partner:프린트 파트너', '프린트 파트너', [3]],
    ]);
    // Group 1 buys 20,000 + 9,000 = 29,000 < 30,000 → 3,000원; the partner group pays its fixed 4,000원.
    expect(deliveryGroups.map((g) => [g.buyAmt, g.deliveryAmt])).toEqual([
      [29000, 3000],
      [15000, 4000],
    ]);
    expect(total).toEqual({ standardAmt: 48000, discountAmt: 4000, buyAmt: 44000, totalDeliveryAmt: 7000, totalAmt: 51000 });
  });

  it('crossing the threshold makes the group ship free', () => {
    const cart = cartOf(newItem({ productNo: 1, price: price(15000), orderCnt: 2 }));
    expect(summarizeGuestCart(cart).price).toMatchObject({ buyAmt: 30000, totalDeliveryAmt: 0, totalAmt: 30000 });
  });

  it('leaves unselected lines out of totals but still prices them for display', () => {
    const cart = setGuestCartLineSelected(
      cartOf(newItem({ productNo: 1, price: price(12000) }), newItem({ productNo: 3, delivery: partner, price: price(15000) })),
      10000,
      false,
    );
    const { deliveryGroups, price: total } = summarizeGuestCart(cart);
    const [shop, print] = deliveryGroups;
    expect(shop?.orderProducts[0]?.orderProductOptions[0]).toMatchObject({ selected: false, buyAmt: 12000 });
    expect(shop).toMatchObject({ buyAmt: 0, deliveryAmt: 0 });
    expect(print).toMatchObject({ buyAmt: 15000, deliveryAmt: 4000 });
    expect(total).toEqual({ standardAmt: 15000, discountAmt: 0, buyAmt: 15000, totalDeliveryAmt: 4000, totalAmt: 19000 });
  });

  it('an empty cart costs nothing', () => {
    expect(summarizeGuestCart(EMPTY_GUEST_CART)).toEqual({
      deliveryGroups: [],
      price: { standardAmt: 0, discountAmt: 0, buyAmt: 0, totalDeliveryAmt: 0, totalAmt: 0 },
    });
  });

  it('remembers one delivery price per group', () => {
    const cart = cartOf(newItem({ productNo: 1 }), newItem({ productNo: 3, delivery: partner }));
    expect(deliveryPricesOf(summarizeGuestCart(cart))).toEqual([
      { groupKey: 'template:1', deliveryAmt: 3000 },
      { groupKey: 'partner:프린트 파트너', deliveryAmt: 4000 },
    ]);
    expect(deliveryGroupKey({ delivery: partner })).toBe('partner:프린트 파트너');
  });
});
