// What the checkout remembers across the trip to the payment provider and back, in the tab's
// sessionStorage (it dies with the tab): which sheet is being paid (for 다시 결제하기 after a
// failure), which guest-cart lines it buys (removed from the guest cart once paid), and a guest's
// order password, used once to open the order on the result page and then forgotten.
import type { KeyValueStorage } from '@/lib/session/session-storage';

const PENDING_KEY = 'courtside:pending-payment';
const sheetLinesKey = (orderSheetNo: string) => `courtside:order-sheet-lines:${orderSheetNo}`;

export interface PendingPayment {
  readonly orderSheetNo: string;
  readonly member: boolean;
  readonly guestPassword: string | null;
  /** Guest-cart lines this sheet buys. */
  readonly guestCartNos: readonly number[];
}

function isPending(value: unknown): value is PendingPayment {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.orderSheetNo === 'string' &&
    typeof v.member === 'boolean' &&
    (v.guestPassword === null || typeof v.guestPassword === 'string') &&
    Array.isArray(v.guestCartNos) &&
    v.guestCartNos.every((n) => Number.isSafeInteger(n))
  );
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** The guest cart page notes which of its lines a new order sheet buys. */
export function rememberSheetCartNos(storage: KeyValueStorage, orderSheetNo: string, cartNos: readonly number[]): void {
  storage.setItem(sheetLinesKey(orderSheetNo), JSON.stringify(cartNos));
}

export function sheetCartNos(storage: KeyValueStorage, orderSheetNo: string): number[] {
  const value = readJson(storage, sheetLinesKey(orderSheetNo));
  return Array.isArray(value) ? value.filter((n): n is number => Number.isSafeInteger(n)) : [];
}

export function savePendingPayment(storage: KeyValueStorage, pending: PendingPayment): void {
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

export function readPendingPayment(storage: KeyValueStorage): PendingPayment | null {
  const value = readJson(storage, PENDING_KEY);
  return isPending(value) ? value : null;
}

/** After the result page used it: the password goes, the sheet number stays for a retry. */
export function forgetGuestPassword(storage: KeyValueStorage): void {
  const pending = readPendingPayment(storage);
  if (pending) savePendingPayment(storage, { ...pending, guestPassword: null });
}

/** Once paid, nothing about the sheet is needed any more. */
export function clearPendingPayment(storage: KeyValueStorage, orderSheetNo: string): void {
  storage.removeItem(PENDING_KEY);
  storage.removeItem(sheetLinesKey(orderSheetNo));
}
