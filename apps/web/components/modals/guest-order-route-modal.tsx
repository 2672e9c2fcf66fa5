'use client';
// Guest order route modal (seed §2): how a shopper who ordered without joining finds the order
// again, with the way to the lookup page.
import { useState } from 'react';
import { Modal, ModalLinkActions } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from './modals.module.css';

export function GuestOrderRouteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="비회원 주문 조회 안내"
      size="small"
      footer={<ModalLinkActions secondaryLabel="닫기" onSecondary={onClose} href="/mypage/order/myorder" label="주문 조회하기" onNavigate={onClose} />}
    >
      <ol className={styles.steps}>
        <li>주문 완료 화면이나 주문 안내 문자에 있는 주문번호를 확인해 주세요.</li>
        <li>주문할 때 정한 주문 비밀번호를 함께 입력하면 주문 내역을 볼 수 있습니다.</li>
        <li>결제 완료 전 주문은 조회 화면에서 바로 취소할 수 있습니다.</li>
      </ol>
    </Modal>
  );
}

export function GuestOrderRouteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button.outline} onClick={() => setOpen(true)}>
        비회원 주문 조회 안내
      </button>
      <GuestOrderRouteModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
