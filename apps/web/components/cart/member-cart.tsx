'use client';
// /cart: the member's cart on the platform (GET/PUT/DELETE /cart). Every line starts selected when
// it first appears (seed §4), later unticks are kept across refetches. Quantity changes keep the
// line's option inputs (PUT replaces them). 선택 상품 주문 makes an order sheet from the cart
// numbers, so the platform removes those lines once the order is paid.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { useShopApi } from '@/components/providers';
import { useAlertModal } from '@/components/order/alert-modal';
import { buildCartView, cartNosOf, type CartLineView } from '@/lib/cart/cart-view';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/lib/session/auth-store';
import { showToast } from '@/lib/toast/toast-store';
import { CartScreen } from './cart-screen';

const errorText = (error: unknown): string => (isShopApiError(error) ? error.message : messageFor('UNKNOWN'));

export function MemberCart() {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const active = useAuthStore((s) => s.hydrated && s.session.status === 'active');
  const { alert, modal } = useAlertModal();
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [ordering, setOrdering] = useState(false);
  const seen = useRef<Set<number>>(new Set());

  const cart = useQuery({ queryKey: queryKeys.cart, queryFn: () => shopApi.cart.get(), enabled: active, placeholderData: keepPreviousData });

  // Lines never seen before arrive selected; lines already unticked stay unticked.
  useEffect(() => {
    if (!cart.data) return;
    const present = cartNosOf(cart.data);
    const fresh = present.filter((cartNo) => !seen.current.has(cartNo));
    fresh.forEach((cartNo) => seen.current.add(cartNo));
    if (fresh.length > 0) setUnselected((prev) => new Set([...prev].filter((cartNo) => !fresh.includes(cartNo))));
  }, [cart.data]);

  const view = useMemo(() => (cart.data ? buildCartView(cart.data, (cartNo) => !unselected.has(cartNo)) : null), [cart.data, unselected]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.cart });

  const update = useMutation({
    mutationFn: (change: { line: CartLineView; orderCnt: number }) =>
      shopApi.cart.update([{ cartNo: change.line.cartNo, orderCnt: change.orderCnt, optionInputs: change.line.inputs.map((i) => ({ ...i })) }]),
    onError: (error) => showToast(errorText(error), 'error'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (cartNos: readonly number[]) => shopApi.cart.remove(cartNos),
    onError: (error) => showToast(errorText(error), 'error'),
    onSettled: refresh,
  });

  const toggle = (cartNos: readonly number[], on: boolean) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      cartNos.forEach((cartNo) => (on ? next.delete(cartNo) : next.add(cartNo)));
      return next;
    });

  // `naverPay`: the cart's Naver Pay button — the same order sheet, with Naver Pay chosen at checkout.
  const order = async (naverPay = false) => {
    if (!view || view.orderCartNos.length === 0) return;
    const lines = view.groups.flatMap((g) => g.lines).filter((l) => view.orderCartNos.includes(l.cartNo));
    setOrdering(true);
    try {
      const { orderSheetNo } = await shopApi.checkout.createOrderSheet({
        products: lines.map((l) => ({ productNo: l.productNo, optionNo: l.optionNo, orderCnt: l.orderCnt, optionInputs: l.inputs.map((i) => ({ ...i })) })),
        cartNos: [...view.orderCartNos],
      });
      router.push(`/order/${encodeURIComponent(orderSheetNo)}/checkout${naverPay ? '?payType=NAVER_EASY_PAY' : ''}`);
    } catch (error) {
      setOrdering(false);
      alert({ message: messageFor('ORDER_SHEET_FAILED'), detail: isShopApiError(error) ? error.message : null });
    }
  };

  const orderable = view?.groups.flatMap((g) => g.lines.filter((l) => l.orderable).map((l) => l.cartNo)) ?? [];
  return (
    <>
      <CartScreen
        view={view}
        loading={!active || cart.isPending}
        error={cart.isError ? errorText(cart.error) : null}
        ordering={ordering}
        actions={{
          busy: ordering || update.isPending || remove.isPending,
          removesBelowOne: false,
          onToggle: (cartNo, on) => toggle([cartNo], on),
          onToggleAll: (on) => toggle(orderable, on),
          onDecrease: (line) => update.mutate({ line, orderCnt: Math.max(1, Math.min(line.orderCnt - 1, line.maxCnt)) }),
          onIncrease: (line) => update.mutate({ line, orderCnt: line.orderCnt + 1 }),
          onRemove: (cartNos) => remove.mutate(cartNos),
          onOrder: (naverPay) => void order(naverPay),
        }}
      />
      {modal}
    </>
  );
}
