'use client';
// The custom cart modal after a plain save: the design is in the cart; go there or keep designing.
import { Modal, ModalLinkActions } from '@/components/ui/modal';
import styles from './pod.module.css';

export function AddToCartModal({ open, onClose, thumbnail, cartHref }: { open: boolean; onClose: () => void; thumbnail: string | null; cartHref: string }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="장바구니에 담았습니다"
      size="small"
      footer={<ModalLinkActions secondaryLabel="계속 디자인하기" onSecondary={onClose} href={cartHref} label="장바구니 보기" />}
    >
      {thumbnail && <img className={styles.modalThumb} src={thumbnail} alt="저장한 디자인" width={160} height={160} />}
      <p>저장한 디자인을 장바구니에 담았습니다. 디자인은 &lsquo;내 디자인&rsquo;에서도 다시 볼 수 있습니다.</p>
    </Modal>
  );
}
