'use client';
// Renders the plain toast and the cart toast from the toast store. Both sit in a polite live region
// so screen readers announce "장바구니에 담았습니다" without moving focus.
import Link from 'next/link';
import { cartPath } from '@/lib/cart/cart-path';
import { useAuthStore } from '@/lib/session/auth-store';
import { hideToast, useToastStore } from '@/lib/toast/toast-store';
import styles from './toast.module.css';

export function ToastHost() {
  const toast = useToastStore((state) => state.toast);
  const cartToast = useToastStore((state) => state.cartToast);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {cartToast && (
        <div className={styles.cart} data-testid="cart-toast">
          {cartToast.imageUrl && <img src={cartToast.imageUrl} alt="" width={48} height={48} className={styles.thumb} />}
          <div className={styles.body}>
            <p className={styles.message}>{cartToast.message}</p>
            {cartToast.customMessage && <p className={styles.sub}>{cartToast.customMessage}</p>}
          </div>
          <CartLink />
          <button type="button" className={styles.close} onClick={() => hideToast('cart')} aria-label="알림 닫기">
            ×
          </button>
        </div>
      )}
      {toast && (
        <div className={`${styles.toast} ${toast.messageType === 'error' ? styles.error : ''}`} data-testid="toast">
          <p className={styles.message}>{toast.message}</p>
          <button type="button" className={styles.close} onClick={() => hideToast('toast')} aria-label="알림 닫기">
            ×
          </button>
        </div>
      )}
    </div>
  );
}

function CartLink() {
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  return (
    <Link href={cartPath(loggedIn)} className={styles.link}>
      장바구니 보기
    </Link>
  );
}
