import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST_CART } from './guest-cart-items.ts';
import { reduceGuestCart } from './guest-cart-reducer.ts';
import type { GuestCartAction } from './guest-cart-reducer.ts';
import { newItem } from './testing/fixtures.ts';

describe('reduceGuestCart', () => {
  it('runs a shopper session through actions', () => {
    let state = reduceGuestCart(EMPTY_GUEST_CART, { type: 'add', item: newItem(), now: 1, random: () => 0 });
    state = reduceGuestCart(state.cart, { type: 'add', item: newItem({ productNo: 7 }), now: 2, random: () => 0.5 });
    state = reduceGuestCart(state.cart, { type: 'increase', cartNo: 10000, now: 3 });
    state = reduceGuestCart(state.cart, { type: 'decrease', cartNo: 55000, now: 4 });
    expect(state.effects).toEqual([{ type: 'line-removed', cartNo: 55000 }]);
    state = reduceGuestCart(state.cart, { type: 'select', cartNo: 10000, selected: false });
    expect(state.cart.selectedCartNos).toEqual([]);
    state = reduceGuestCart(state.cart, { type: 'select-all', selected: true });
    expect(state.cart.selectedCartNos).toEqual([10000]);
    state = reduceGuestCart({ ...state.cart, selectedCartNos: [] }, { type: 'loaded' });
    expect(state.cart.selectedCartNos).toEqual([10000]);
    expect(state.cart.products[0]?.orderProductOptions[0]?.orderCnt).toBe(2);
    state = reduceGuestCart(state.cart, { type: 'app-started', isLoggedIn: false, now: 4 + 86_400_001 });
    expect(state.effects).toEqual([{ type: 'cart-cleared', reason: 'expired' }]);
    state = reduceGuestCart(state.cart, { type: 'remove', cartNo: 10000, now: 5 });
    expect(state.effects).toEqual([{ type: 'line-not-found', cartNo: 10000 }]);
  });

  it('refuses an action it does not know with a code', () => {
    const bogus = { type: 'empty-everything' } as unknown as GuestCartAction;
    expect(() => reduceGuestCart(EMPTY_GUEST_CART, bogus)).toThrowError(
      expect.objectContaining({ code: 'CART_UNKNOWN_ACTION', message: '알 수 없는 장바구니 요청입니다.' }) as Error,
    );
  });
});
