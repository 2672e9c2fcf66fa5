'use client';
// /order/order-result: where the payment provider sends the shopper back. SUCCESS shows the order
// with the virtual account to pay into (members: GET /profile/orders/{no}; guests: opened once with
// the password kept from checkout, then with the answered guestToken, kept where the guest order
// lookup finds it), and the guest-cart lines bought leave the cart. FAIL shows the provider's reason
// through the catalogue and offers to pay the same sheet again.
import { useQuery } from '@tanstack/react-query';
import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { isShopApiError } from '@courtside/core/api';
import { messageFor } from '@courtside/core/errors';
import { useShopApi } from '@/components/providers';
import { cartPath } from '@/lib/cart/cart-path';
import { guestCart, useGuestCartStore } from '@/lib/cart/guest-cart-store';
import { clearPendingPayment, readPendingPayment, type PendingPayment } from '@/lib/checkout/pending-payment';
import { guestTokenFor, rememberGuestToken } from '@/lib/mypage/guest-order-tokens';
import { useAuthStore } from '@/lib/session/auth-store';
import button from '@/components/ui/button.module.css';
import { reshapeOrder } from '@/lib/order/order-view';
import { OrderSummary } from './order-summary';
import styles from './order.module.css';

/** The guest order lookup (the accounts pages); it opens the order with the token kept here. */
export function guestOrderPath(orderNo: string): string {
  return `/mypage/order/myorder?orderNo=${encodeURIComponent(orderNo)}`;
}

export interface OrderResultProps {
  result: 'SUCCESS' | 'FAIL' | null;
  orderNo: string | null;
  message: string | null;
}

export function OrderResult({ result, orderNo, message }: OrderResultProps) {
  // undefined until sessionStorage has been read (after hydration).
  const [pending, setPending] = useState<PendingPayment | null | undefined>(undefined);
  useEffect(() => setPending(readPendingPayment(window.sessionStorage)), []);

  if (result === 'SUCCESS' && orderNo) return <OrderSucceeded orderNo={orderNo} pending={pending} />;
  if (result === 'FAIL') return <OrderFailed message={message} pending={pending} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제 결과를 확인할 수 없습니다</h1>
      <p className={styles.lead}>주문 내역에서 주문이 접수되었는지 확인해 주세요.</p>
      <p className={styles.actions}>
        <Link href="/mypage/order" className={button.outline}>
          주문내역 보기
        </Link>
        <Link href="/" className={button.primary}>
          홈으로
        </Link>
      </p>
    </div>
  );
}

function OrderFailed({ message, pending }: { message: string | null; pending: PendingPayment | null | undefined }) {
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const retry = pending ? `/order/${encodeURIComponent(pending.orderSheetNo)}/checkout` : cartPath(loggedIn);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>결제에 실패했습니다</h1>
      <p className={`${styles.lead} ${styles.failed}`} role="alert" data-testid="payment-failure">
        {messageFor('PAYMENT_FAILED', message ?? undefined)}
      </p>
      <p className={styles.lead}>결제되지 않았으니 안심하세요. 다시 결제하거나 장바구니에서 주문을 바꿀 수 있습니다.</p>
      <p className={styles.actions}>
        <Link href={cartPath(loggedIn)} className={button.outline}>
          장바구니로
        </Link>
        <Link href={retry} className={button.primary}>
          다시 결제하기
        </Link>
      </p>
    </div>
  );
}

function OrderSucceeded({ orderNo, pending }: { orderNo: string; pending: PendingPayment | null | undefined }) {
  const shopApi = useShopApi();
  const hydrated = useAuthStore((s) => s.hydrated);
  const member = useAuthStore((s) => s.session.status === 'active');
  const cartStarted = useGuestCartStore((s) => s.started);
  const guestPassword = pending?.guestPassword ?? null;
  const [guestToken, setGuestToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setGuestToken(guestTokenFor(window.sessionStorage, orderNo)), [orderNo]);

  // A guest opens the order with the token from an earlier visit, else once with the password.
  const order = useQuery({
    queryKey: member ? ['member', 'order', orderNo] : ['guest-order', orderNo],
    queryFn: async () => {
      if (member) return shopApi.orders.get(orderNo);
      if (guestToken) return shopApi.guestOrders.get(orderNo, 'ALL', guestToken);
      const reply = await shopApi.guestOrders.login(orderNo, { password: guestPassword ?? '', orderRequestType: 'ALL' });
      rememberGuestToken(window.sessionStorage, orderNo, reply.guestToken);
      return reply;
    },
    enabled: hydrated && pending !== undefined && guestToken !== undefined && (member || guestToken !== null || guestPassword !== null),
    staleTime: Infinity,
    retry: false,
  });

  // The purchase is done: bought guest-cart lines leave the cart and nothing about the sheet is kept.
  // (The query above holds the password it needs; storage no longer does.)
  useEffect(() => {
    if (!pending || !cartStarted) return;
    for (const cartNo of pending.guestCartNos) guestCart.remove(cartNo);
    clearPendingPayment(window.sessionStorage, pending.orderSheetNo);
  }, [pending, cartStarted]);

  const view = order.data ? reshapeOrder(order.data) : null;
  const waiting = view?.status === 'DEPOSIT_WAIT';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{waiting ? '주문이 접수되었습니다' : '주문이 완료되었습니다'}</h1>
      <p className={styles.lead}>{waiting ? '아래 계좌로 입금해 주시면 주문이 완료됩니다.' : '코트사이드를 이용해 주셔서 감사합니다.'}</p>
      {view ? (
        <OrderSummary order={view} />
      ) : order.isFetching ? (
        <p role="status" className={styles.status}>
          주문 내용을 불러오는 중입니다.
        </p>
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>주문번호</dt>
              <dd data-testid="order-no">{orderNo}</dd>
            </div>
          </dl>
          <p className={styles.status}>
            {order.isError && isShopApiError(order.error) ? `${order.error.message} ` : ''}
            주문 상세는 {member ? '주문내역' : '비회원 주문 조회'}에서 주문번호{member ? '' : '와 주문 비밀번호'}로 확인할 수 있습니다.
          </p>
        </>
      )}
      <p className={styles.actions}>
        <Link href={member ? `/mypage/order/${encodeURIComponent(orderNo)}` : guestOrderPath(orderNo)} className={button.outline}>
          주문내역 보기
        </Link>
        <Link href="/" className={button.primary}>
          계속 쇼핑하기
        </Link>
      </p>
    </div>
  );
}
