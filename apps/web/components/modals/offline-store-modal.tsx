'use client';
// Offline store modal (seed §2): where the shop can be visited, with opening hours.
import { Modal, ModalDone } from '@/components/ui/modal';
import styles from './modals.module.css';

export const OFFLINE_STORES = [
  { name: '코트사이드 망원 쇼룸', address: '서울특별시 마포구 월드컵로 00, 2층', hours: '화–일 11:00–20:00 (월요일 휴무)', phone: '02-123-4567' },
  { name: '코트사이드 올림픽공원점', address: '서울특별시 송파구 올림픽로 424, 테니스경기장 1층', hours: '매일 10:00–19:00', phone: '02-765-4321' },
] as const;

export function OfflineStoreModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="오프라인 매장 안내"
      footer={<ModalDone onClose={onClose} />}
    >
      <ul className={styles.list}>
        {OFFLINE_STORES.map((store) => (
          <li key={store.name} className={styles.store}>
            <h3>{store.name}</h3>
            <p>{store.address}</p>
            <p>{store.hours}</p>
            <p>전화 {store.phone}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
