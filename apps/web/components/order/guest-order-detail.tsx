'use client';
// /order/order-detail: a guest's order. With a guestToken from this tab (the result page or the
// guest order lookup left one) the order opens at once; otherwise the order number and password
// are asked here (POST /guest/orders/{no}) and the answered token is kept for reloads.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { isShopApiError, messageFor } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import { forgetGuestOrderToken, guestOrderToken, isOrderNo, saveGuestOrderToken } from '@/lib/order/guest-order-access';
import { useAuthStore } from '@/lib/session/auth-store';
import button from '@/components/ui/button.module.css';
import { OrderSummary } from './order-summary';
import styles from './order.module.css';

export function GuestOrderDetail({ initialOrderNo }: { initialOrderNo: string | null }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const member = useAuthStore((s) => s.session.status === 'active');
  const [orderNo, setOrderNo] = useState(initialOrderNo ?? '');
  const [password, setPassword] = useState('');
  const [opened, setOpened] = useState<{ orderNo: string; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!initialOrderNo) return;
    const token = guestOrderToken(window.sessionStorage, initialOrderNo);
    if (token) setOpened({ orderNo: initialOrderNo, token });
  }, [initialOrderNo]);

  const order = useQuery({
    queryKey: ['guest-order', opened?.orderNo],
    queryFn: () => shopApi.guestOrders.get(opened?.orderNo ?? '', 'ALL', opened?.token),
    enabled: opened !== null,
    retry: false,
  });

  // An expired or refused token: forget it and ask for the password again.
  useEffect(() => {
    if (opened && order.isError) {
      forgetGuestOrderToken(window.sessionStorage, opened.orderNo);
      setError(isShopApiError(order.error) ? order.error.message : messageFor('UNKNOWN'));
      setOpened(null);
    }
  }, [opened, order.isError, order.error]);

  const lookUp = async () => {
    const no = orderNo.trim();
    if (!isOrderNo(no) || password === '') {
      setError('주문번호와 주문 비밀번호를 정확히 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await shopApi.guestOrders.login(no, { password, orderRequestType: 'ALL' });
      saveGuestOrderToken(window.sessionStorage, no, reply.guestToken);
      queryClient.setQueryData(['guest-order', no], reply);
      setPassword('');
      setOpened({ orderNo: no, token: reply.guestToken });
    } catch (caught) {
      setError(isShopApiError(caught) ? caught.message : messageFor('UNKNOWN'));
    } finally {
      setBusy(false);
    }
  };

  if (opened && order.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>비회원 주문 상세</h1>
        <OrderSummary order={order.data} />
        <p className={styles.actions}>
          <button type="button" className={button.outline} onClick={() => setOpened(null)}>
            다른 주문 조회
          </button>
          <Link href="/" className={button.primary}>
            계속 쇼핑하기
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>비회원 주문 조회</h1>
      {member && (
        <p className={styles.lead}>
          회원 주문은 <Link href="/mypage/order">주문내역</Link>에서 확인할 수 있습니다.
        </p>
      )}
      {opened && order.isFetching ? (
        <p role="status" className={styles.status}>
          주문 내용을 불러오는 중입니다.
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp();
          }}
        >
          <p className={styles.lead}>주문 완료 화면에서 안내한 주문번호와 주문할 때 정한 비밀번호를 입력해 주세요.</p>
          <div className={styles.field}>
            <label htmlFor="guest-order-no" className={styles.label}>
              주문번호
            </label>
            <input id="guest-order-no" className={styles.input} value={orderNo} onChange={(e) => setOrderNo(e.target.value)} inputMode="numeric" autoComplete="off" required />
          </div>
          <div className={styles.field}>
            <label htmlFor="guest-order-password" className={styles.label}>
              주문 비밀번호
            </label>
            <input id="guest-order-password" className={styles.input} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? '조회하는 중…' : '주문 조회'}
          </button>
        </form>
      )}
    </div>
  );
}
