'use client';
// The customer centre's dialog shortcuts: offline stores and the guest order guide.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import button from '@/components/ui/button.module.css';
import styles from './board.module.css';

const OfflineStoreModal = dynamic(() => import('@/components/modals/offline-store-modal').then((m) => m.OfflineStoreModal), { ssr: false });
const GuestOrderRouteModal = dynamic(() => import('@/components/modals/guest-order-route-modal').then((m) => m.GuestOrderRouteModal), { ssr: false });

export function ServiceShortcuts() {
  const [open, setOpen] = useState<'store' | 'guest' | null>(null);
  return (
    <div className={styles.actions}>
      <button type="button" className={button.outline} onClick={() => setOpen('store')}>
        오프라인 매장 안내
      </button>
      <button type="button" className={button.outline} onClick={() => setOpen('guest')}>
        비회원 주문 조회 안내
      </button>
      {open === 'store' && <OfflineStoreModal open onClose={() => setOpen(null)} />}
      {open === 'guest' && <GuestOrderRouteModal open onClose={() => setOpen(null)} />}
    </div>
  );
}
