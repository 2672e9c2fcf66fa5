// The guest cart in the browser: core's createGuestCartStore over window.localStorage (GUEST_KEY),
// mirrored into a zustand store (guest-cart-view.ts) so the header count and the cart page re-render
// on every change, including changes made in another tab (the `storage` event).
import {
  EMPTY_GUEST_CART,
  GUEST_CART_STORAGE_KEY,
  createGuestCartStore,
  parseGuestCart,
  type GuestCart,
  type GuestCartResult,
  type GuestCartStore,
  type NewGuestCartItem,
} from '@courtside/core';
import { browserStorage } from '@/lib/session/session-storage';
import { useGuestCartStore } from './guest-cart-view';

export { guestCartLineCount, useGuestCartStore } from './guest-cart-view';

let store: GuestCartStore | null = null;

function core(): GuestCartStore {
  store ??= createGuestCartStore(browserStorage(), { now: () => Date.now() }, Math.random);
  return store;
}

function publish(result: GuestCartResult): GuestCartResult {
  useGuestCartStore.setState({ cart: result.cart });
  return result;
}

export const guestCart = {
  /** App start: a visitor's cart older than 24 hours is cleared (members keep theirs on the platform). */
  start(isLoggedIn: boolean): GuestCartResult {
    const result = core().start({ isLoggedIn });
    useGuestCartStore.setState({ cart: result.cart, started: true });
    return result;
  },
  /** The cart with every line selected (seed §4: after any cart load all lines are selected). */
  load(): GuestCart {
    const cart = core().load();
    useGuestCartStore.setState({ cart });
    return cart;
  },
  /** Re-reads storage without changing the selection (another tab wrote). */
  refresh(): void {
    useGuestCartStore.setState({ cart: parseGuestCart(browserStorage().getItem(GUEST_CART_STORAGE_KEY)) ?? EMPTY_GUEST_CART });
  },
  add: (item: NewGuestCartItem) => publish(core().add(item)),
  remove: (cartNo: number) => publish(core().remove(cartNo)),
  increase: (cartNo: number) => publish(core().increase(cartNo)),
  decrease: (cartNo: number) => publish(core().decrease(cartNo)),
  select: (cartNo: number, selected: boolean) => publish(core().select(cartNo, selected)),
  selectAll: (selected: boolean) => publish(core().selectAll(selected)),
  summary: () => core().summary(),
  clear(): void {
    core().clear();
    useGuestCartStore.setState({ cart: EMPTY_GUEST_CART });
  },
};
