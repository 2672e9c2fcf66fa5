// Guest cart rules: merge, delete, quantity, selection, 24-hour expiry, cart numbers, delivery
// groups and amounts; plus the storage wiring the storefront uses.
export { CartError, assertCartInteger, cartErrorMessage } from './cart-error.ts';
export type { CartErrorCode } from './cart-error.ts';
export { CART_MESSAGES } from './cart-messages.ts';
export { CART_NO_MAX, CART_NO_MIN, cartNosOf, generateCartNo } from './cart-no.ts';
export { HIDDEN_STOCK, isSameOption, stockLimit } from './line-rules.ts';
export {
  EMPTY_GUEST_CART,
  addToGuestCart,
  decreaseGuestCartLine,
  increaseGuestCartLine,
  removeGuestCartLine,
} from './guest-cart-items.ts';
export {
  areAllGuestCartLinesSelected,
  isGuestCartLineSelected,
  selectAllGuestCartLines,
  setAllGuestCartLinesSelected,
  setGuestCartLineSelected,
} from './guest-cart-selection.ts';
export { expireGuestCartAtStart, isGuestCartExpired } from './guest-cart-expiry.ts';
export type { AppStartContext } from './guest-cart-expiry.ts';
export { deliveryFee, deliveryGroupKey, deliveryPricesOf, lineAmounts, summarizeGuestCart } from './guest-cart-amounts.ts';
export type {
  CartAmounts,
  CartPriceSummary,
  GuestCartSummary,
  GuestDeliveryGroup,
  PricedCartLine,
  PricedCartProduct,
} from './guest-cart-amounts.ts';
export { guestCartCalculationRequest, guestCartMemberItems, guestOrderSheetProducts } from './guest-cart-requests.ts';
export type { GuestCartCalculationItem, GuestOrderSheetProduct } from './guest-cart-requests.ts';
export { reduceGuestCart } from './guest-cart-reducer.ts';
export type { GuestCartAction } from './guest-cart-reducer.ts';
export { GUEST_CART_DOCUMENT_VERSION, GUEST_CART_STORAGE_KEY, parseGuestCart, serializeGuestCart } from './persisted-cart.ts';
export type { PersistedGuestCart } from './persisted-cart.ts';
export { createGuestCartStore } from './guest-cart-store.ts';
export type { GuestCartStore } from './guest-cart-store.ts';
export type {
  CartLinePrice,
  CartStorage,
  Clock,
  DeliveryCondition,
  GuestCart,
  GuestCartEffect,
  GuestCartLine,
  GuestCartProduct,
  GuestCartResult,
  GuestDeliveryPrice,
  NewGuestCartItem,
  ProductDelivery,
  RandomSource,
} from './types.ts';
