// Guest cart rules: merge, delete, quantity, selection, 24-hour expiry, cart numbers, delivery
// groups and amounts; plus the storage wiring the storefront uses.
export { HIDDEN_STOCK, stockLimit } from './line-rules.ts';
export { EMPTY_GUEST_CART, addToGuestCart } from './guest-cart-items.ts';
export { deliveryFee } from './guest-cart-amounts.ts';
export { guestCartCalculationRequest, guestCartMemberItems, guestOrderSheetProducts } from './guest-cart-requests.ts';
export { reduceGuestCart } from './guest-cart-reducer.ts';
export { GUEST_CART_STORAGE_KEY, parseGuestCart } from './persisted-cart.ts';
export { createGuestCartStore } from './guest-cart-store.ts';
export type { GuestCartStore } from './guest-cart-store.ts';
export type { DeliveryCondition, GuestCart, GuestCartEffect, GuestCartResult, NewGuestCartItem, ProductDelivery } from './types.ts';
