'use client';
// Renders the plain toast and the cart toast from the toast store. Both sit in a polite live region
// so screen readers announce "장바구니에 담았습니다" without moving focus. The region is always there
// (a live region must exist before its text changes); what goes in it loads with the first toast.
import { Suspense, lazy, useState } from 'react';
import { useToastStore } from '@/lib/toast/toast-store';
import styles from './toast.module.css';

const ToastContent = lazy(() => import('./toast-content'));

export function ToastHost() {
  const shown = useToastStore((state) => state.toast !== null || state.cartToast !== null);
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {needed && (
        <Suspense fallback={null}>
          <ToastContent />
        </Suspense>
      )}
    </div>
  );
}
