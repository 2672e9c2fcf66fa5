// At app start a guest cart left for more than 24 hours is thrown away (seed §4, §9). "Older than"
// is strict: a cart saved exactly 24 h ago survives; one millisecond more and it is cleared.
// A logged-in member's cart lives on the platform, so the check does nothing for them.
import { GUEST_CART_EXPIRY_MS } from '../constants/time.ts';
import { EMPTY_GUEST_CART } from './guest-cart-items.ts';
import type { GuestCart, GuestCartResult } from './types.ts';

export { GUEST_CART_EXPIRY_MS };

export function isGuestCartExpired(savedAt: number | null, now: number): boolean {
  return savedAt !== null && now - savedAt > GUEST_CART_EXPIRY_MS;
}

export interface AppStartContext {
  readonly isLoggedIn: boolean;
  readonly now: number;
}

/** Clears cart, selections, items and delivery prices when a visitor's cart has expired. */
export function expireGuestCartAtStart(cart: GuestCart, context: AppStartContext): GuestCartResult {
  if (context.isLoggedIn || !isGuestCartExpired(cart.savedAt, context.now)) return { cart, effects: [] };
  return { cart: EMPTY_GUEST_CART, effects: [{ type: 'cart-cleared', reason: 'expired' }] };
}
