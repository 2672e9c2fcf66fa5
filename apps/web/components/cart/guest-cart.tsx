'use client';
// /guest/cart: the visitor's cart lives in local storage (core's rules through lib/cart's store);
// the platform prices every line (POST /guest/cart) so amounts, stock and sold-out state are
// current. Opening the page selects every line (seed §4). 선택 상품 주문 makes a guest order sheet
// from the selected lines and remembers which lines it buys, so they leave the cart once paid.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { guestCartCalculationRequest, guestOrderSheetProducts, type GuestCartResult } from '@courtside/core/cart';
import { isShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { useShopApi } from '@/components/providers';
import { useAlertModal } from '@/components/order/alert-modal';
import { buildCartView, emptyCartView, type CartLineView } from '@/lib/cart/cart-view';
import { announceCartEffects } from '@/lib/cart/cart-toast';
import { guestCart, useGuestCartStore } from '@/lib/cart/guest-cart-store';
import { guestCartNos } from '@/lib/cart/guest-cart-view';
import { rememberSheetCartNos } from '@/lib/checkout/pending-payment';
import { useAuthStore } from '@/lib/session/auth-store';
import { CartScreen } from './cart-screen';
import styles from './cart.module.css';

export function GuestCart() {
  const shopApi = useShopApi();
  const router = useRouter();
  const started = useGuestCartStore((s) => s.started);
  const cart = useGuestCartStore((s) => s.cart);
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const [loaded, setLoaded] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const { alert, modal } = useAlertModal();

  // Wait for the app-start expiry check, then load (which selects every line).
  useEffect(() => {
    if (started && !loaded) {
      guestCart.load();
      setLoaded(true);
    }
  }, [started, loaded]);

  const allLines = useMemo(
    () => guestCartCalculationRequest({ ...cart, selectedCartNos: guestCartNos(cart) }),
    [cart],
  );
  const priced = useQuery({
    queryKey: ['guest-cart', allLines],
    queryFn: () => shopApi.cart.calculateGuest(allLines.map((line) => ({ ...line, optionInputs: [...line.optionInputs] }))),
    enabled: loaded && allLines.length > 0,
    placeholderData: keepPreviousData,
  });

  const selected = useMemo(() => new Set(cart.selectedCartNos), [cart.selectedCartNos]);
  const view = useMemo(() => {
    if (!loaded) return null;
    if (allLines.length === 0) return emptyCartView();
    return priced.data ? buildCartView(priced.data, (cartNo) => selected.has(cartNo)) : null;
  }, [loaded, allLines.length, priced.data, selected]);

  const apply = (result: GuestCartResult, imageUrl = '') => announceCartEffects(result.effects, imageUrl);

  // `naverPay`: the cart's Naver Pay button — the same order sheet, with Naver Pay chosen at checkout.
  const order = async (naverPay = false) => {
    if (!view || view.orderCartNos.length === 0) return;
    const cartNos = view.orderCartNos;
    const products = guestOrderSheetProducts({ ...cart, selectedCartNos: cartNos });
    setOrdering(true);
    try {
      const { orderSheetNo } = await shopApi.checkout.createOrderSheet({
        products: products.map((p) => ({ ...p, optionInputs: [...p.optionInputs] })),
      });
      rememberSheetCartNos(window.sessionStorage, orderSheetNo, cartNos);
      router.push(`/order/${encodeURIComponent(orderSheetNo)}/checkout${naverPay ? '?payType=NAVER_EASY_PAY' : ''}`);
    } catch (error) {
      setOrdering(false);
      alert({ message: messageFor('ORDER_SHEET_FAILED'), detail: isShopApiError(error) ? error.message : null });
    }
  };

  return (
    <>
      <CartScreen
        view={view}
        notice={
          loggedIn ? (
            <p className={styles.notice}>
              로그인 중입니다. 회원 장바구니는 <Link href="/cart">장바구니</Link>에서 확인하세요. 아래는 이 기기에 담아 둔 비회원 장바구니입니다.
            </p>
          ) : null
        }
        loading={!loaded || (allLines.length > 0 && priced.isPending)}
        error={priced.isError ? (isShopApiError(priced.error) ? priced.error.message : messageFor('UNKNOWN')) : null}
        ordering={ordering}
        actions={{
          busy: ordering,
          removesBelowOne: true,
          onToggle: (cartNo, on) => guestCart.select(cartNo, on),
          onToggleAll: (on) => guestCart.selectAll(on),
          onDecrease: (line: CartLineView) => apply(guestCart.decrease(line.cartNo)),
          onIncrease: (line: CartLineView) => apply(guestCart.increase(line.cartNo), line.imageUrl),
          onRemove: (cartNos) => cartNos.forEach((cartNo) => guestCart.remove(cartNo)),
          onOrder: (naverPay) => void order(naverPay),
        }}
      />
      {modal}
    </>
  );
}
