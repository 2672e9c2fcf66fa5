// What every page shows of the guest cart (the header's badge): the cart as last read, in a zustand
// store. Kept apart from guest-cart-store.ts, whose cart rules load only on pages that change the
// cart (or at start when a stored cart exists), so a visitor's first load stays small.
import { create } from 'zustand';
import type { GuestCart } from '@courtside/core/cart';

/** Core's EMPTY_GUEST_CART, spelled out here: importing it would bring core's cart rules along. */
const EMPTY_GUEST_CART: GuestCart = { products: [], savedAt: null, selectedCartNos: [], deliveryPrices: [] };

export interface GuestCartView {
  cart: GuestCart;
  /** False until the stored cart has been read (and expired if old) at start. */
  started: boolean;
}

export const useGuestCartStore = create<GuestCartView>(() => ({ cart: EMPTY_GUEST_CART, started: false }));

/** Every line's cart number (opening the guest cart prices every line). */
export function guestCartNos(cart: GuestCart): number[] {
  return cart.products.flatMap((product) => product.orderProductOptions.map((line) => line.cartNo));
}

/** Number of option lines, the figure on the header's cart badge. */
export function guestCartLineCount(cart: GuestCart): number {
  return cart.products.reduce((sum, product) => sum + product.orderProductOptions.length, 0);
}
