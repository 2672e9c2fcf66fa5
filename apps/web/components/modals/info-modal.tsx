'use client';
// Info modal (seed §2): one message and a confirm button. Also serves as the "authentication
// message" modal of the verification screens (`title` differs).
import { Modal, ModalActions, ModalDone } from '@/components/ui/modal';
import styles from './modals.module.css';

export interface InfoModalProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  onClose: () => void;
}

export function InfoModal({ open, title = '안내', message, confirmLabel = '확인', onClose }: InfoModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="small"
      footer={<ModalDone onClose={onClose} label={confirmLabel} />}
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Two-button variant: cancel and a confirming action (account creation confirm, unlink, leave). */
export function ConfirmModal({ open, title, message, confirmLabel, cancelLabel = '취소', busy = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="small"
      footer={<ModalActions onClose={onClose} closeLabel={cancelLabel} submitLabel={confirmLabel} disabled={busy} onSubmit={onConfirm} />}
    >
      <p className={styles.message}>{message}</p>
    </Modal>
  );
}
