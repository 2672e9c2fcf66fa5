// Toasts (seed §3 "Toast state", §4): a plain toast and the cart toast (product image plus
// message) are independent; each hides 3 seconds after it was shown. The state holds `hideAt`, and
// a `tick` with the current time hides what is due, so no timer lives in here.
import { TOAST_DURATION_MS } from '../constants/time.ts';
import { fallbackFor } from './unhandled.ts';

export { TOAST_DURATION_MS };

export type ToastMessageType = 'info' | 'success' | 'error';

export interface PlainToast {
  readonly message: string;
  readonly messageType: ToastMessageType;
  readonly hideAt: number;
}

/** What "added to cart" shows: the product image, the message and an optional second line. */
export interface CartToastData {
  readonly message: string;
  readonly imageUrl: string;
  readonly customMessage: string | null;
}

export interface CartToast extends CartToastData {
  readonly hideAt: number;
}

export interface ToastState {
  readonly toast: PlainToast | null;
  readonly cartToast: CartToast | null;
}

export type ToastEvent =
  | { readonly type: 'show'; readonly message: string; readonly messageType?: ToastMessageType; readonly now: number }
  | { readonly type: 'show-cart'; readonly data: CartToastData; readonly now: number }
  | { readonly type: 'hide'; readonly which: 'toast' | 'cart' }
  | { readonly type: 'tick'; readonly now: number };

export const NO_TOASTS: ToastState = { toast: null, cartToast: null };

/** Hidden from `hideAt` on: shown at t, visible through t + 2999 ms, gone at t + 3000 ms. */
function due(hideAt: number, now: number): boolean {
  return now >= hideAt;
}

export function reduceToast(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'show':
      // A new toast replaces the one on screen and gets its own full 3 seconds.
      return {
        ...state,
        toast: { message: event.message, messageType: event.messageType ?? 'info', hideAt: event.now + TOAST_DURATION_MS },
      };
    case 'show-cart':
      return { ...state, cartToast: { ...event.data, hideAt: event.now + TOAST_DURATION_MS } };
    case 'hide':
      return event.which === 'toast' ? { ...state, toast: null } : { ...state, cartToast: null };
    case 'tick': {
      const toast = state.toast && due(state.toast.hideAt, event.now) ? null : state.toast;
      const cartToast = state.cartToast && due(state.cartToast.hideAt, event.now) ? null : state.cartToast;
      return toast === state.toast && cartToast === state.cartToast ? state : { toast, cartToast };
    }
    default:
      return fallbackFor(state, event);
  }
}

/** The earliest moment a visible toast hides, for scheduling the next tick; null when none shows. */
export function nextToastDeadline(state: ToastState): number | null {
  const deadlines = [state.toast?.hideAt, state.cartToast?.hideAt].filter((t): t is number => t !== undefined);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}
