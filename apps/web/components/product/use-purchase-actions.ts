'use client';
// 장바구니 담기, 바로 구매 and 찜 on the product page. Members use the platform cart and their
// likes; visitors use the guest cart on the device, and are sent to login for 찜. The work itself
// (purchase-actions.ts: the Shop API client, react-query, the guest cart's rules) loads on the first
// press, or when a member's likes are read, so the product page's first load carries only this.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { OptionInputField } from '@courtside/core/api';
import type { PurchaseLine, PurchaseProduct } from '@/lib/catalogue/purchase-lines';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-state';
import { currentPathNow } from '@/components/layout/last-page';
import type { CartAdded } from './purchase-actions';

export type { CartAdded } from './purchase-actions';

const actions = () => import('./purchase-actions');

interface Action<V, R> {
  isPending: boolean;
  mutate(variables: V, options?: { onSuccess?: (result: R) => void }): void;
}

/** A button's action: pending while it runs; `onSuccess` only when it did what was asked (null = refused, already told). */
function useAction<V, R>(run: (variables: V) => Promise<R | null>): Action<V, R> {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    mutate(variables, options) {
      setPending(true);
      void run(variables)
        .then((result) => {
          if (result !== null) options?.onSuccess?.(result);
        })
        .finally(() => setPending(false));
    },
  };
}

export function usePurchaseActions(product: PurchaseProduct, fields: readonly OptionInputField[]) {
  const router = useRouter();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const [likedNow, setLiked] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | null = null;
    let live = true;
    void actions().then((m) => {
      if (live) stop = m.watchLiked(product.productNo, setLiked);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [loggedIn, product.productNo]);
  const liked = loggedIn && likedNow;

  const addToCart = useAction<readonly PurchaseLine[], CartAdded>(async (lines) => (await actions()).addToCart(product, fields, lines, loggedIn));

  // `naverPay`: the Naver Pay button — the same order sheet, with Naver Pay chosen at checkout.
  const buyNow = useAction<{ lines: readonly PurchaseLine[]; naverPay?: boolean }, string>(async ({ lines, naverPay = false }) => {
    const orderSheetNo = await (await actions()).createOrderSheet(product, fields, lines);
    if (orderSheetNo !== null) router.push(`/order/${encodeURIComponent(orderSheetNo)}/checkout${naverPay ? '?payType=NAVER_EASY_PAY' : ''}`);
    return orderSheetNo;
  });

  const toggleLike = useAction<void, void>(async () => {
    if (!loggedIn) {
      router.push(loginPathFor(currentPathNow()));
      return;
    }
    await (await actions()).toggleLike(product.productNo, liked);
  });

  return { addToCart, buyNow, toggleLike, liked };
}
