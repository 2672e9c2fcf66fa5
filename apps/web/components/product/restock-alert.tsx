'use client';
// The product page's 재입고 알림 신청 button, under the option selects when an option is sold out;
// the dialog (and the Shop API client) load on the first press.
import { Suspense, lazy, useMemo, useState } from 'react';
import type { ProductOptionsReply } from '@courtside/core/api';
import button from '@/components/ui/button.module.css';
import { restockChoices } from '@/lib/catalogue/restock-options';
import { useAuthStore } from '@/lib/session/auth-state';
import styles from './restock-alert.module.css';

const RestockAlertModal = lazy(() => import('./restock-alert-modal'));

export function RestockAlert({ productName, options }: { productName: string; options: Pick<ProductOptionsReply, 'flatOptions'> }) {
  const choices = useMemo(() => restockChoices(options), [options]);
  const member = useAuthStore((s) => s.session.status === 'active');
  const [open, setOpen] = useState(false);
  if (choices.length === 0) return null;
  return (
    <div className={styles.restock}>
      <p>품절된 옵션이 있습니다. 입고되면 알려 드릴까요?</p>
      <button type="button" className={button.outline} onClick={() => setOpen(true)} aria-haspopup="dialog">
        재입고 알림 신청
      </button>
      {open && (
        <Suspense fallback={null}>
          <RestockAlertModal productName={productName} choices={choices} member={member} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
