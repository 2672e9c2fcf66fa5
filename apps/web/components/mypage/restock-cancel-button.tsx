'use client';
// Cancelling one 재입고 알림 request on 마이페이지, then the list is rendered again.
import { useRouter } from 'next/navigation';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionButton } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';

export function RestockCancelButton({ restockNo, label }: { restockNo: number; label: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  return (
    <ActionButton
      className={`${button.outline} ${button.small}`}
      aria-label={`${label} 재입고 알림 취소`}
      onRun={async () => {
        await shopApi.restock.remove([restockNo]);
        showToast('재입고 알림을 취소했습니다.', 'success');
        router.refresh();
      }}
    >
      알림 취소
    </ActionButton>
  );
}
