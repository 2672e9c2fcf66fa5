'use client';
// The guest user guide (seed §4): designing needs a member or a guest identity.
import Link from '@/components/ui/link';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { loginPathFor } from '@/lib/safe-redirect';

export function GuestGuideModal({ open, onClose, onGuest, returnPath }: { open: boolean; onClose: () => void; onGuest: () => void; returnPath: string }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="비회원 주문제작 안내"
      size="small"
      footer={
        <>
          <Link className={button.outline} href={loginPathFor(returnPath)}>
            로그인하고 만들기
          </Link>
          <button type="button" className={button.primary} onClick={onGuest}>
            비회원으로 계속
          </button>
        </>
      }
    >
      <p>디자인을 저장하려면 로그인하거나 비회원으로 계속해 주세요.</p>
      <p>비회원 디자인은 이 기기에만 기록되며, 다른 기기나 브라우저에서는 &lsquo;내 디자인&rsquo;에 보이지 않습니다.</p>
    </Modal>
  );
}
