'use client';
// The phone's "go to the cart?" dialog after 장바구니 담기 (purchase-panel.tsx loads it the first time
// it is needed): 계속 쇼핑하기 closes it, 장바구니 보기 goes to the cart.
import Link from '@/components/ui/link';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';

export default function CartConfirm({ cartHref, onClose }: { cartHref: string | null; onClose: () => void }) {
  return (
    <Modal
      open={cartHref !== null}
      onClose={onClose}
      title="장바구니 담기 완료"
      size="small"
      footer={
        <>
          <button type="button" className={button.outline} onClick={onClose}>
            계속 쇼핑하기
          </button>
          <Link href={cartHref ?? '/guest/cart'} className={button.primary} onClick={onClose}>
            장바구니 보기
          </Link>
        </>
      }
    >
      <p>장바구니에 상품을 담았습니다. 장바구니로 이동하시겠습니까?</p>
    </Modal>
  );
}
