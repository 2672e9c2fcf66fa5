// The guest cart wired to storage, a clock and a random source: the shape the storefront uses.
// Storage is re-read on every call, so two tabs (or the terminal's renderer and a reload) never
// work from a stale copy. An emptied cart is removed from storage, not stored empty.
import { CartError } from './cart-error.ts';
import { deliveryPricesOf, summarizeGuestCart } from './guest-cart-amounts.ts';
import type { GuestCartSummary } from './guest-cart-amounts.ts';
import { EMPTY_GUEST_CART } from './guest-cart-items.ts';
import { reduceGuestCart } from './guest-cart-reducer.ts';
import type { GuestCartAction } from './guest-cart-reducer.ts';
import { GUEST_CART_STORAGE_KEY, parseGuestCart, serializeGuestCart } from './persisted-cart.ts';
import type { CartStorage, Clock, GuestCart, GuestCartResult, NewGuestCartItem, RandomSource } from './types.ts';

export interface GuestCartStore {
  /** App start: clears a visitor's cart older than 24 hours (nothing for a logged-in member). */
  start(context: { readonly isLoggedIn: boolean }): GuestCartResult;
  /** The stored cart with every line selected (and that selection saved). */
  load(): GuestCart;
  add(item: NewGuestCartItem): GuestCartResult;
  remove(cartNo: number): GuestCartResult;
  increase(cartNo: number): GuestCartResult;
  decrease(cartNo: number): GuestCartResult;
  select(cartNo: number, selected: boolean): GuestCartResult;
  selectAll(selected: boolean): GuestCartResult;
  summary(): GuestCartSummary;
  clear(): void;
}

export function createGuestCartStore(storage: CartStorage, clock: Clock, random: RandomSource): GuestCartStore {
  function read(): GuestCart {
    const stored = storage.getItem(GUEST_CART_STORAGE_KEY);
    const cart = parseGuestCart(stored);
    // A document that does not parse would never parse later either; drop it so it stops costing.
    if (stored !== null && cart === null) storage.removeItem(GUEST_CART_STORAGE_KEY);
    return cart ?? EMPTY_GUEST_CART;
  }

  function write(cart: GuestCart): void {
    try {
      if (cart.products.length === 0) {
        storage.removeItem(GUEST_CART_STORAGE_KEY);
        return;
      }
      const deliveryPrices = deliveryPricesOf(summarizeGuestCart(cart));
      storage.setItem(GUEST_CART_STORAGE_KEY, serializeGuestCart({ ...cart, deliveryPrices }));
    } catch (error) {
      if (error instanceof CartError) throw error;
      // Full or blocked storage (quota, private mode) reaches the UI as a code, not a DOMException.
      throw new CartError('CART_STORAGE_FAILED', {}, error);
    }
  }

  function apply(action: GuestCartAction): GuestCartResult {
    const before = read();
    const result = reduceGuestCart(before, action);
    if (result.cart !== before) write(result.cart);
    return result;
  }

  return {
    start: ({ isLoggedIn }) => apply({ type: 'app-started', isLoggedIn, now: clock.now() }),
    load: () => apply({ type: 'loaded' }).cart,
    add: (item) => apply({ type: 'add', item, now: clock.now(), random }),
    remove: (cartNo) => apply({ type: 'remove', cartNo, now: clock.now() }),
    increase: (cartNo) => apply({ type: 'increase', cartNo, now: clock.now() }),
    decrease: (cartNo) => apply({ type: 'decrease', cartNo, now: clock.now() }),
    select: (cartNo, selected) => apply({ type: 'select', cartNo, selected }),
    selectAll: (selected) => apply({ type: 'select-all', selected }),
    summary: () => summarizeGuestCart(read()),
    clear: () => write(EMPTY_GUEST_CART),
  };
}
