import { describe, expect, it } from 'vitest';
import { GUEST_CART_EXPIRY_MS, expireGuestCartAtStart, isGuestCartExpired } from './guest-cart-expiry.ts';
import { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
import { newItem } from './testing/fixtures.ts';

const SAVED = 1_700_000_000_000;
const saved = {
  ...addToGuestCart(EMPTY_GUEST_CART, newItem(), SAVED, () => 0).cart,
  deliveryPrices: [{ groupKey: 'template:1', deliveryAmt: 3000 }],
};

describe('guest cart expiry at app start', () => {
  it('is 24 hours', () => {
    expect(GUEST_CART_EXPIRY_MS).toBe(86_400_000);
  });

  it.each([
    [GUEST_CART_EXPIRY_MS - 1, false],
    [GUEST_CART_EXPIRY_MS, false],
    [GUEST_CART_EXPIRY_MS + 1, true],
  ])('a visitor cart saved %d ms ago is expired: %s', (age, expired) => {
    expect(isGuestCartExpired(SAVED, SAVED + age)).toBe(expired);
    const { cart, effects } = expireGuestCartAtStart(saved, { isLoggedIn: false, now: SAVED + age });
    if (expired) {
      expect(cart).toEqual({ products: [], savedAt: null, selectedCartNos: [], deliveryPrices: [] });
      expect(effects).toEqual([{ type: 'cart-cleared', reason: 'expired' }]);
    } else {
      expect(cart).toBe(saved);
      expect(effects).toEqual([]);
    }
  });

  it('does nothing for a logged-in member, however old the guest cart', () => {
    const result = expireGuestCartAtStart(saved, { isLoggedIn: true, now: SAVED + 10 * GUEST_CART_EXPIRY_MS });
    expect(result).toEqual({ cart: saved, effects: [] });
  });

  it('a cart never saved cannot expire', () => {
    expect(isGuestCartExpired(null, SAVED)).toBe(false);
  });
});
