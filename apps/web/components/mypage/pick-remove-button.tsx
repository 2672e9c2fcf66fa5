'use client';
// Removing a product from the picks list (찜 해제), then the list is rendered again.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { showToast } from '@/lib/toast/toast-store';

export function PickRemoveButton({ productNo, productName }: { productNo: number; productName: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${button.outline} ${button.small}`}
      disabled={busy}
      aria-label={`${productName} 찜 해제`}
      onClick={async () => {
        setBusy(true);
        try {
          await shopApi.likes.unlike([productNo]);
          showToast('찜한 상품에서 삭제했습니다.', 'success');
          router.refresh();
        } catch (failure) {
          showToast(accountErrorMessage(failure), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      삭제
    </button>
  );
}
