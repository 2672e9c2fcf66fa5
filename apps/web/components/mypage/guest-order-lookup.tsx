'use client';
// Guest order lookup (/mypage/order/myorder): order number + order password → the order and a
// guestToken (kept for this tab), then the same detail and claims a member gets.
import { useEffect, useState } from 'react';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionForm, Field, FormButtons, useAction } from '@/components/ui/form';
import { forgetGuestToken, guestTokenFor, isOrderNumber, rememberGuestToken } from '@/lib/mypage/guest-order-tokens';
import { OrderActions } from './order-actions';
import { reshapeClaimOrder, type ClaimOrderView } from '@/lib/claim/claim-order';
import { reshapeOrder, type OrderView } from '@/lib/order/order-view';
import { OrderDetailView } from './order-detail-view';
import styles from './mypage.module.css';

export function GuestOrderLookup({ initialOrderNo }: { initialOrderNo: string }) {
  const shopApi = useShopApi();
  const [orderNo, setOrderNo] = useState(initialOrderNo);
  const [password, setPassword] = useState('');
  const [found, setFound] = useState<{ order: OrderView; claims: ClaimOrderView; token: string } | null>(null);
  const action = useAction();

  const load = async (no: string, token: string) => {
    try {
      const order = await shopApi.guestOrders.get(no, undefined, token);
      setFound({ order: reshapeOrder(order), claims: reshapeClaimOrder(order), token });
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

  const submit = () => {
    const no = orderNo.trim();
    if (!isOrderNumber(no)) return action.fail('주문번호를 정확히 입력해 주세요.');
    if (!password) return action.fail('주문 비밀번호를 입력해 주세요.');
    return action.run(async () => {
      const reply = await shopApi.guestOrders.login(no, { password, orderRequestType: 'ALL' });
      rememberGuestToken(window.sessionStorage, no, reply.guestToken);
      setFound({ order: reshapeOrder(reply), claims: reshapeClaimOrder(reply), token: reply.guestToken });
      window.history.replaceState(null, '', `/mypage/order/myorder?orderNo=${no}`);
    });
  };

  if (found) {
    return (
      <>
        <div className={styles.actions}>
          <OrderActions order={found.claims} viewer={{ kind: 'guest', guestToken: found.token }} onChanged={() => void load(found.order.orderNo, found.token)} />
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
    <ActionForm className={styles.form} onSubmit={submit} action={action} actions={<FormButtons className={styles.actions} submitLabel="주문 조회" busy={action.busy} />}>
      <Field id="guest-order-no" label="주문번호">
        <input id="guest-order-no" inputMode="numeric" value={orderNo} onChange={(e) => setOrderNo(e.target.value.replace(/\D/g, ''))} />
      </Field>
      <Field id="guest-order-password" label="주문 비밀번호">
        <input id="guest-order-password" type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
    </ActionForm>
  );
}
