'use client';
// 저장과 주문: preview, the design box and save (members), sign-in to save (visitors), quantity and
// price, and 장바구니 담기 (a visitor is asked first: the guest guide).
import { formatWon } from '@courtside/core/format';
import type { CustomDampenerProduct } from '@/lib/designs/design-cart';
import { loginPathFor } from '@/lib/safe-redirect';
import button from '@/components/ui/button.module.css';
import styles from './studio.module.css';

export interface StudioActionsProps {
  product: CustomDampenerProduct | null;
  orderCnt: number;
  onOrderCnt: (orderCnt: number) => void;
  /** The session as read back: hydrated, signed in, and whose (null while unknown). */
  hydrated: boolean;
  loggedIn: boolean;
  memberId: string | null;
  pathname: string;
  /** Saving or adding to the cart. */
  busy: boolean;
  adding: boolean;
  onOpen: (dialog: 'preview' | 'box' | 'save') => void;
  onCart: () => void;
}

export function StudioActions({ product, orderCnt, onOrderCnt, hydrated, loggedIn, memberId, pathname, busy, adding, onOpen, onCart }: StudioActionsProps) {
  const identityKnown = hydrated && (!loggedIn || memberId !== null);
  return (
    <section className={styles.actions} aria-label="저장과 주문">
      <button type="button" className={button.outline} onClick={() => onOpen('preview')}>
        미리보기
      </button>
      {loggedIn && memberId && (
        <>
          <button type="button" className={button.outline} onClick={() => onOpen('box')}>
            디자인 보관함
          </button>
          <button type="button" className={button.outline} disabled={busy} onClick={() => onOpen('save')}>
            디자인 저장
          </button>
        </>
      )}
      {!loggedIn && hydrated && (
        <a className={button.outline} href={loginPathFor(pathname)}>
          로그인하고 디자인 저장
        </a>
      )}
      <label className={styles.quantity}>
        수량
        <input type="number" min={1} max={999} value={orderCnt} onChange={(event) => onOrderCnt(Math.min(999, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))} />
      </label>
      {product && <span className={styles.price}>{formatWon(product.buyPrice * orderCnt)}</span>}
      <button type="button" className={button.primary} disabled={!product || busy || !identityKnown} onClick={onCart}>
        {adding ? '담는 중…' : '장바구니 담기'}
      </button>
      {!product && <p className={styles.warning}>지금은 커스텀 댐프너를 주문할 수 없습니다. 잠시 후 다시 시도해 주세요.</p>}
    </section>
  );
}
