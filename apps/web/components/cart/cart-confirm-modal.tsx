'use client';
// The mobile cart confirm modal (seed §2): on a phone the cart toast would cover the bottom buy
// bar, so after adding the shopper is asked whether to go to the cart or keep shopping.
import Link from 'next/link';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from './cart-confirm-modal.module.css';

export function CartConfirmModal({ open, cartHref, imageUrl, onClose }: { open: boolean; cartHref: string; imageUrl: string; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="장바구니 담기"
      size="small"
      footer={
        <>
          <button type="button" className={button.outline} onClick={onClose}>
            계속 쇼핑하기
          </button>
          <Link href={cartHref} className={button.primary} onClick={onClose}>
            장바구니로 이동
          </Link>
        </>
      }
    >
      <div className={styles.body}>
        {imageUrl && <img src={imageUrl} alt="" width={56} height={56} className={styles.thumb} />}
        <p className={styles.text}>
          상품을 장바구니에 담았습니다.
          <br />
          장바구니로 이동하시겠습니까?
        </p>
      </div>
    </Modal>
  );
}
