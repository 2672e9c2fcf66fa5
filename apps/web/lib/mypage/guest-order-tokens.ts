// The guestToken a guest order lookup answered, kept per order number in session storage (it opens
// only that order and dies with the tab), so the detail survives a reload.
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const keyOf = (orderNo: string) => `courtside.guest-order.${orderNo}`;

export function rememberGuestToken(storage: TokenStorage, orderNo: string, guestToken: string): void {
  storage.setItem(keyOf(orderNo), guestToken);
}

export function guestTokenFor(storage: TokenStorage, orderNo: string): string | null {
  return storage.getItem(keyOf(orderNo));
}

export function forgetGuestToken(storage: TokenStorage, orderNo: string): void {
  storage.removeItem(keyOf(orderNo));
}

/** Guest order numbers are the platform's 18 digits; anything else is not worth a request. */
export function isOrderNumber(raw: string): boolean {
  return /^\d{12,20}$/.test(raw.trim());
}
