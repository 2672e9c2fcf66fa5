// The login hook that keeps a guest's cart (see guest-cart-merge.ts for the rules).
import type { ShopApiClient } from '@courtside/core/api';
import { showToast } from '@/lib/toast/toast-store';
import { guestCartMoveMessage, moveGuestCart } from './guest-cart-merge';
import { guestCart } from './guest-cart-store';

export async function keepGuestCartAtLogin(shopApi: ShopApiClient): Promise<void> {
  const cart = guestCart.load();
  const move = await moveGuestCart(cart, (items) => shopApi.cart.add(items));
  if (move.keptCartNos.length === 0 && move.movedCartNos.length > 0) guestCart.clear();
  else for (const cartNo of move.movedCartNos) guestCart.remove(cartNo);
  const toast = guestCartMoveMessage(move);
  if (toast) showToast(toast.message, toast.type);
}
