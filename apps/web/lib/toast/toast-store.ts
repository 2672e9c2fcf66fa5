// Toasts on core's toast machine (seed §3, §4): a plain toast and the cart toast, each hidden
// 3 seconds after it shows. The machine holds the deadlines; this store only schedules the ticks.
import { create } from 'zustand';
import {
  NO_TOASTS,
  nextToastDeadline,
  reduceToast,
  type CartToastData,
  type ToastEvent,
  type ToastMessageType,
  type ToastState,
} from '@courtside/core/machines';

export const useToastStore = create<ToastState>(() => NO_TOASTS);

let timer: ReturnType<typeof setTimeout> | null = null;

function dispatch(event: ToastEvent): void {
  const next = reduceToast(useToastStore.getState(), event);
  useToastStore.setState(next, true);
  schedule(next);
}

function schedule(state: ToastState): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const deadline = nextToastDeadline(state);
  if (deadline === null) return;
  timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), Math.max(0, deadline - Date.now()));
}

export function showToast(message: string, messageType: ToastMessageType = 'info'): void {
  dispatch({ type: 'show', message, messageType, now: Date.now() });
}

/** The "added to cart" toast with the product image and a link to the cart. */
export function showCartToast(data: CartToastData): void {
  dispatch({ type: 'show-cart', data, now: Date.now() });
}

export function hideToast(which: 'toast' | 'cart'): void {
  dispatch({ type: 'hide', which });
}
