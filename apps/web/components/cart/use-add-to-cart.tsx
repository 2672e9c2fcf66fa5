'use client';
// 장바구니 담기 for any page (product detail, designer, Naver Pay entry): members post to the
// platform cart, visitors add to the guest cart on core's rules (same option → quantity added).
// Afterwards the desktop shows the 3-second cart toast, a phone the cart confirm modal; a failure
// shows the catalogue's "add to cart again" alert with the platform's reason.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isShopApiError, messageFor, type GuestCartEffect, type NewGuestCartItem } from '@courtside/core';
import { detectPlatform, useShopApi } from '@/components/providers';
import { useAlertModal } from '@/components/order/alert-modal';
import { CART_TOAST_MESSAGES, announceCartEffects } from '@/lib/cart/cart-toast';
import { cartPath } from '@/lib/cart/cart-path';
import { guestCart } from '@/lib/cart/guest-cart-store';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/lib/session/auth-store';
import { showCartToast, showToast } from '@/lib/toast/toast-store';
import { CartConfirmModal } from './cart-confirm-modal';

export interface AddToCart {
  /** Resolves true once everything is in the cart. */
  addToCart: (items: readonly NewGuestCartItem[]) => Promise<boolean>;
  pending: boolean;
  /** Render it once on the page: the confirm modal and the failure alert. */
  dialogs: ReactNode;
}

export function useAddToCart(): AddToCart {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const { alert, modal } = useAlertModal();
  const [pending, setPending] = useState(false);
  const [confirmImage, setConfirmImage] = useState<string | null>(null);

  const addToCart = async (items: readonly NewGuestCartItem[]): Promise<boolean> => {
    if (items.length === 0) return false;
    const imageUrl = items[0]?.option.imageUrl || items[0]?.product.imageUrl || '';
    const mobile = detectPlatform() === 'MOBILE_WEB';
    setPending(true);
    try {
      let effects: GuestCartEffect[] = [];
      if (loggedIn) {
        await shopApi.cart.add(
          items.map(({ product, option }) => ({
            productNo: product.productNo,
            optionNo: option.optionNo,
            orderCnt: option.orderCnt,
            optionInputs: option.optionInputs.map(({ inputLabel, inputValue }) => ({ inputLabel, inputValue })),
          })),
        );
        await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      } else {
        effects = items.flatMap((item) => guestCart.add(item).effects);
      }
      const added = loggedIn || effects.some((e) => e.type === 'line-added' || e.type === 'quantity-added');
      if (mobile && added) {
        setConfirmImage(imageUrl);
        // The modal says "담았습니다"; a merge or a stock cut is still worth telling.
        for (const e of effects) {
          if (e.type === 'quantity-added') showToast(e.message);
          if (e.type === 'stock-limited') showToast(e.message, 'error');
        }
      } else if (loggedIn) {
        showCartToast({ message: CART_TOAST_MESSAGES.added, imageUrl, customMessage: null });
      } else {
        announceCartEffects(effects, imageUrl);
      }
      return added;
    } catch (error) {
      alert({ message: messageFor('CART_ADD_FAILED'), detail: isShopApiError(error) ? error.message : null });
      return false;
    } finally {
      setPending(false);
    }
  };

  const dialogs = (
    <>
      <CartConfirmModal open={confirmImage !== null} imageUrl={confirmImage ?? ''} cartHref={cartPath(loggedIn)} onClose={() => setConfirmImage(null)} />
      {modal}
    </>
  );
  return { addToCart, pending, dialogs };
}
