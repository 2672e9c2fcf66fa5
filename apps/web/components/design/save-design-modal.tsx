'use client';
// Save custom design (seed §2): a member saves to the design box — as a new design, or over the one
// they loaded.
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from './studio.module.css';

interface SaveDesignModalProps {
  open: boolean;
  /** Create time of the loaded design, when the member may overwrite it. */
  loadedCreateTime: string | null;
  saving: boolean;
  onSave: (mode: 'new' | 'overwrite') => void;
  onClose: () => void;
}

export function SaveDesignModal({ open, loadedCreateTime, saving, onSave, onClose }: SaveDesignModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="디자인 저장"
      size="small"
      footer={
        <>
          {loadedCreateTime && (
            <button type="button" className={button.outline} disabled={saving} onClick={() => onSave('overwrite')}>
              덮어쓰기
            </button>
          )}
          <button type="button" className={button.primary} disabled={saving} onClick={() => onSave('new')}>
            {loadedCreateTime ? '새 디자인으로 저장' : '저장'}
          </button>
        </>
      }
    >
      <p className={styles.hint}>
        {saving ? '디자인을 저장하는 중입니다…' : '지금 디자인을 보관함에 저장합니다. 저장한 디자인은 언제든 불러와 주문할 수 있어요.'}
      </p>
    </Modal>
  );
}
