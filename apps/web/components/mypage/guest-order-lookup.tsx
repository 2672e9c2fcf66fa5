'use client';
// Guest order lookup (/mypage/order/myorder): order number + order password → the order and a
// guestToken (kept for this tab), then the same detail and claims a member gets.
import { useEffect, useState } from 'react';
import type { OrderDetail } from '@courtside/core';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { forgetGuestToken, guestTokenFor, isOrderNumber, rememberGuestToken } from '@/lib/mypage/guest-order-tokens';
import { OrderActions } from './order-actions';
import { OrderDetailView } from './order-detail-view';
import styles from './mypage.module.css';

export function GuestOrderLookup({ initialOrderNo }: { initialOrderNo: string }) {
  const shopApi = useShopApi();
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  const [password, setPassword] = useState('');
  const [found, setFound] = useState<{ order: OrderDetail; token: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async (no: string, token: string) => {
    try {
      const order = await shopApi.guestOrders.get(no, undefined, token);
      setFound({ order, token });
    } catch {
      // The token lapsed (or belongs to nothing): ask for the password again.
      forgetGuestToken(window.sessionStorage, no);
      setFound(null);
    }
  };

  useEffect(() => {
    if (!isOrderNumber(initialOrderNo)) return;
    const token = guestTokenFor(window.sessionStorage, initialOrderNo);
    if (token) void load(initialOrderNo, token);
    // Only on arrival: later lookups go through the form.
  }, []);

  const submit = async () => {
    const no = orderNo.trim();
    if (!isOrderNumber(no)) return setError('주문번호를 정확히 입력해 주세요.');
    if (!password) return setError('주문 비밀번호를 입력해 주세요.');
    setBusy(true);
    setError(null);
    try {
      const reply = await shopApi.guestOrders.login(no, { password, orderRequestType: 'ALL' });
      rememberGuestToken(window.sessionStorage, no, reply.guestToken);
      setFound({ order: reply, token: reply.guestToken });
      window.history.replaceState(null, '', `/mypage/order/myorder?orderNo=${no}`);
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (found) {
    return (
      <>
        <div className={styles.actions}>
          <OrderActions order={found.order} viewer={{ kind: 'guest', guestToken: found.token }} onChanged={() => void load(found.order.orderNo, found.token)} />
          <button
            type="button"
            className={button.outline}
            onClick={() => {
              forgetGuestToken(window.sessionStorage, found.order.orderNo);
              setFound(null);
              setPassword('');
            }}
          >
            다른 주문 조회
          </button>
        </div>
        <OrderDetailView order={found.order} />
      </>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label htmlFor="guest-order-no">주문번호</label>
        <input id="guest-order-no" inputMode="numeric" value={orderNo} onChange={(e) => setOrderNo(e.target.value.replace(/\D/g, ''))} />
      </div>
      <div className={styles.field}>
        <label htmlFor="guest-order-password">주문 비밀번호</label>
        <input id="guest-order-password" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={button.primary} disabled={busy}>
        주문 조회
      </button>
    </form>
  );
}
