'use client';
// Seed §4: designing for the cart needs an identity — a member, or a visitor who chooses to go on
// as a guest (their cart stays on this device for 24 hours).
import { Modal, ModalLinkActions } from '@/components/ui/modal';
import { loginPathFor } from '@/lib/safe-redirect';
import styles from './studio.module.css';

export function GuestGuideModal({ open, returnPath, onGuest, onClose }: { open: boolean; returnPath: string; onGuest: () => void; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="비회원 이용 안내"
      size="small"
      footer={<ModalLinkActions secondaryLabel="비회원으로 담기" onSecondary={onGuest} href={loginPathFor(returnPath)} label="로그인" />}
    >
      <p className={styles.hint}>
        로그인하면 디자인을 보관함에 저장하고 언제든 다시 불러올 수 있어요. 비회원으로 담은 디자인은 이 기기의 장바구니에 24시간
        동안 보관됩니다.
      </p>
    </Modal>
  );
}
