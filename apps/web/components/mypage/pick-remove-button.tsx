'use client';
// Removing a product from the picks list (찜 해제), then the list is rendered again.
import { useRouter } from 'next/navigation';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionButton } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';

export function PickRemoveButton({ productNo, productName }: { productNo: number; productName: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  return (
    <ActionButton
      className={`${button.outline} ${button.small}`}
      aria-label={`${productName} 찜 해제`}
      onRun={async () => {
        await shopApi.likes.unlike([productNo]);
        showToast('찜한 상품에서 삭제했습니다.', 'success');
        router.refresh();
      }}
    >
      삭제
    </ActionButton>
  );
}
