'use client';
// A one-button notice on the storefront's dialog, for the catalogue's alerts (주문서를 만들지
// 못했습니다 …): the catalogue sentence first, the platform's own reason under it when there is one.
import { useCallback, useState, type ReactNode } from 'react';
import { Modal, ModalDone } from '@/components/ui/modal';
import styles from './alert-modal.module.css';

export interface AlertContent {
  message: string;
  detail?: string | null;
}

export function useAlertModal(): { alert: (content: AlertContent) => void; modal: ReactNode } {
  const [content, setContent] = useState<AlertContent | null>(null);
  const alert = useCallback((next: AlertContent) => setContent(next), []);
  const close = () => setContent(null);
  const modal = (
    <Modal
      open={content !== null}
      onClose={close}
      title="알림"
      size="small"
      footer={<ModalDone onClose={close} />}
    >
      <p className={styles.message} role="alert">
        {content?.message}
      </p>
      {content?.detail && content.detail !== content.message && <p className={styles.detail}>{content.detail}</p>}
    </Modal>
  );
  return { alert, modal };
}
