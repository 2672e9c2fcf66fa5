// What the shopper is told after putting something in a cart: the cart toast (image + message,
// 3 s) for an added line or an added quantity, a plain toast when stock cut the quantity.
import type { GuestCartEffect } from '@courtside/core/cart';
import { showCartToast, showToast } from '@/lib/toast/toast-store';

export const CART_TOAST_MESSAGES = {
  added: '장바구니에 담았습니다.',
} as const;

export function announceCartEffects(effects: readonly GuestCartEffect[], imageUrl: string): void {
  let shown = false;
  for (const effect of effects) {
    if (effect.type === 'quantity-added' && !shown) {
      showCartToast({ message: effect.message, imageUrl, customMessage: null });
      shown = true;
    } else if (effect.type === 'line-added' && !shown) {
      showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl, customMessage: null });
      shown = true;
    } else if (effect.type === 'stock-limited') {
      showToast(effect.message, 'error');
    }
  }
}
