'use client';
// The toasts themselves (toast-host.tsx loads this on the first toast): the cart toast with its
// picture and link, and the plain toast.
import Link from '@/components/ui/link';
import { cartPath } from '@/lib/cart/cart-path';
import { useAuthStore } from '@/lib/session/auth-state';
import { hideToast, useToastStore } from '@/lib/toast/toast-store';
import styles from './toast.module.css';

export default function ToastContent() {
  const toast = useToastStore((state) => state.toast);
  const cartToast = useToastStore((state) => state.cartToast);
  return (
    <>
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
    </>
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
