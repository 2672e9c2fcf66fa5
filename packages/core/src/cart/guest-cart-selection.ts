// The checkboxes in front of each cart line. Only selected lines are priced and ordered.
import type { GuestCart } from './types.ts';
import { cartNosOf } from './cart-no.ts';

/** Every line selected: the state after any cart load (seed §4). */
export function selectAllGuestCartLines(cart: GuestCart): GuestCart {
  return { ...cart, selectedCartNos: [...cartNosOf(cart)] };
}

/** The "select all" checkbox: everything on, or everything off. */
export function setAllGuestCartLinesSelected(cart: GuestCart, selected: boolean): GuestCart {
  return selected ? selectAllGuestCartLines(cart) : { ...cart, selectedCartNos: [] };
}

/** One line's checkbox. Unknown cart numbers are ignored so a stale click cannot select a ghost. */
export function setGuestCartLineSelected(cart: GuestCart, cartNo: number, selected: boolean): GuestCart {
  if (!cartNosOf(cart).has(cartNo)) return cart;
  const others = cart.selectedCartNos.filter((n) => n !== cartNo);
  return { ...cart, selectedCartNos: selected ? [...others, cartNo] : others };
}

export function isGuestCartLineSelected(cart: GuestCart, cartNo: number): boolean {
  return cart.selectedCartNos.includes(cartNo);
}

/** True when there are lines and every one of them is selected. */
export function areAllGuestCartLinesSelected(cart: GuestCart): boolean {
  const all = cartNosOf(cart);
  return all.size > 0 && [...all].every((n) => cart.selectedCartNos.includes(n));
}
