// A guest reaches an order with its number and password once (POST /guest/orders/{no}); the
// platform answers a guestToken good for that one order for a while (two hours on the stand-in).
// The token is kept per order in the tab's sessionStorage so the result page and the guest order
// detail can reload without asking for the password again; a refused token is simply forgotten.
import type { KeyValueStorage } from '@/lib/session/session-storage';

const keyFor = (orderNo: string) => `courtside:guest-order-token:${orderNo}`;

export function saveGuestOrderToken(storage: KeyValueStorage, orderNo: string, guestToken: string): void {
  storage.setItem(keyFor(orderNo), guestToken);
}

export function guestOrderToken(storage: KeyValueStorage, orderNo: string): string | null {
  const token = storage.getItem(keyFor(orderNo));
  return token && token.trim() !== '' ? token : null;
}

export function forgetGuestOrderToken(storage: KeyValueStorage, orderNo: string): void {
  storage.removeItem(keyFor(orderNo));
}

/** The platform's order numbers are digits; anything else is not worth a request. */
export function isOrderNo(value: string): boolean {
  return /^\d{8,30}$/.test(value.trim());
}
