// One entry point for every guest cart change, for callers that prefer dispatching actions
// (a zustand store, the terminal's renderer). (cart, action) → { cart, effects }; no I/O.
import { unhandledCase } from './cart-error.ts';
import { expireGuestCartAtStart } from './guest-cart-expiry.ts';
import { addToGuestCart, decreaseGuestCartLine, increaseGuestCartLine, removeGuestCartLine } from './guest-cart-items.ts';
import { selectAllGuestCartLines, setAllGuestCartLinesSelected, setGuestCartLineSelected } from './guest-cart-selection.ts';
import type { GuestCart, GuestCartResult, NewGuestCartItem, RandomSource } from './types.ts';

export type GuestCartAction =
  | { readonly type: 'loaded' }
  | { readonly type: 'app-started'; readonly isLoggedIn: boolean; readonly now: number }
  | { readonly type: 'add'; readonly item: NewGuestCartItem; readonly now: number; readonly random: RandomSource }
  | { readonly type: 'remove'; readonly cartNo: number; readonly now: number }
  | { readonly type: 'increase'; readonly cartNo: number; readonly now: number }
  | { readonly type: 'decrease'; readonly cartNo: number; readonly now: number }
  | { readonly type: 'select'; readonly cartNo: number; readonly selected: boolean }
  | { readonly type: 'select-all'; readonly selected: boolean };

export function reduceGuestCart(cart: GuestCart, action: GuestCartAction): GuestCartResult {
  switch (action.type) {
    case 'loaded':
      return { cart: selectAllGuestCartLines(cart), effects: [] };
    case 'app-started':
      return expireGuestCartAtStart(cart, action);
    case 'add':
      return addToGuestCart(cart, action.item, action.now, action.random);
    case 'remove':
      return removeGuestCartLine(cart, action.cartNo, action.now);
    case 'increase':
      return increaseGuestCartLine(cart, action.cartNo, action.now);
    case 'decrease':
      return decreaseGuestCartLine(cart, action.cartNo, action.now);
    case 'select':
      return { cart: setGuestCartLineSelected(cart, action.cartNo, action.selected), effects: [] };
    case 'select-all':
      return { cart: setAllGuestCartLinesSelected(cart, action.selected), effects: [] };
    default:
      return unhandledCase(action, 'CART_UNKNOWN_ACTION');
  }
}
