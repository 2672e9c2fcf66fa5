'use client';
// What can be done with an order from its detail: cancel (whole or per option), return (refund
// process), exchange, withdrawing a return or exchange the shop has not collected yet, purchase
// confirmation, and the payment receipt. After a change the page refetches (members: server refresh).
import Link from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { useShopApi } from '@/components/providers';
import { ConfirmModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import type { ClaimLineView, ClaimOrderView } from '@/lib/claim/claim-order';
import { showToast } from '@/lib/toast/toast-store';
import { CancelModal } from './cancel-modal';
import { claimApiFor, type OrderViewer } from './claim-api';
import { ExchangeModal } from './exchange-modal';
import { ReturnModal } from './return-modal';
import styles from './mypage.module.css';

type Open = { kind: 'cancel' } | { kind: 'return' } | { kind: 'exchange' } | { kind: 'confirm'; option: ClaimLineView } | { kind: 'withdraw'; option: ClaimLineView } | null;

export function OrderActions({ order, viewer, onChanged }: { order: ClaimOrderView; viewer: OrderViewer; onChanged: () => void }) {
  const shopApi = useShopApi();
  const guestToken = viewer.kind === 'guest' ? viewer.guestToken : null;
  // One api object per viewer: the dialogs' estimates refetch when it changes.
  const api = useMemo(() => claimApiFor(shopApi, guestToken ? { kind: 'guest', guestToken } : { kind: 'member' }), [shopApi, guestToken]);
  const [open, setOpen] = useState<Open>(null);
  const action = useAction({ report: 'toast' });
  // A refused step closes its dialog; the toast says why.
  const step = async (work: () => Promise<void>) => {
    if (!(await action.run(work))) setOpen(null);
  };
  const done = (message: string) => {
    setOpen(null);
    showToast(message, 'success');
    onChanged();
  };
  const confirmable = order.confirmable;

  return (
    <div className={styles.actions}>
      {order.cancelable.length > 0 && (
        <button type="button" className={button.outline} onClick={() => setOpen({ kind: 'cancel' })}>
          주문 취소
        </button>
      )}
      {order.returnable.length > 0 && (
        <button type="button" className={button.outline} onClick={() => setOpen({ kind: 'return' })}>
          반품 신청
        </button>
      )}
      {order.exchangeable.length > 0 && (
        <button type="button" className={button.outline} onClick={() => setOpen({ kind: 'exchange' })}>
          교환 신청
        </button>
      )}
      {order.withdrawable.map((option) => (
        <button key={`w${option.orderOptionNo}`} type="button" className={button.outline} onClick={() => setOpen({ kind: 'withdraw', option })}>
          {option.claimKind} 철회 ({option.title})
        </button>
      ))}
      {order.receiptUrl && (
        <a href={order.receiptUrl} target="_blank" rel="noreferrer" className={button.outline}>
          영수증 보기
        </a>
      )}
      {confirmable.map((option) => (
        <button key={option.orderOptionNo} type="button" className={button.primary} onClick={() => setOpen({ kind: 'confirm', option })}>
          구매확정{confirmable.length > 1 ? ` (${option.productName})` : ''}
        </button>
      ))}
      {viewer.kind === 'member' && (
        <Link href={`/mypage/order/${order.orderNo}/shop`} className={button.outline}>
          다시 구매하기
        </Link>
      )}
      {open?.kind === 'cancel' && <CancelModal order={order} api={api} onDone={done} onClose={() => setOpen(null)} />}
      {open?.kind === 'return' && <ReturnModal order={order} api={api} onDone={done} onClose={() => setOpen(null)} />}
      {open?.kind === 'exchange' && <ExchangeModal order={order} api={api} onDone={done} onClose={() => setOpen(null)} />}
      <ConfirmModal
        open={open?.kind === 'withdraw'}
        title="신청 철회"
        message="반품·교환 신청을 철회할까요? 상품은 배송 완료 상태로 돌아갑니다."
        confirmLabel="철회하기"
        busy={action.busy}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'withdraw' || open.option.claimNo == null) return;
          const claimNo = open.option.claimNo;
          void step(async () => {
            await api.withdrawClaim(claimNo);
            done('신청을 철회했습니다.');
          });
        }}
      />
      <ConfirmModal
        open={open?.kind === 'confirm'}
        title="구매확정"
        message="구매를 확정하면 반품과 교환을 신청할 수 없고, 적립금이 지급됩니다. 확정할까요?"
        confirmLabel="구매확정"
        busy={action.busy}
        onClose={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind !== 'confirm') return;
          const orderOptionNo = open.option.orderOptionNo;
          void step(async () => {
            await api.confirmPurchase(orderOptionNo);
            done('구매를 확정했습니다. 적립금이 지급되었습니다.');
          });
        }}
      />
    </div>
  );
}
