'use client';
// A saved address's buttons: make it the default, delete it (after a confirm).
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import { ConfirmModal } from '@/components/modals/info-modal';
import button from '@/components/ui/button.module.css';
import { useAction } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';
import styles from './mypage.module.css';

export function AddressActions({ addressNo, label, isDefault, editReturn }: { addressNo: number; label: string; isDefault: boolean; editReturn: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const action = useAction({ report: 'toast' });
  const { busy } = action;
  const run = async (work: () => Promise<unknown>, message: string) => {
    await action.run(async () => {
      await work();
      showToast(message, 'success');
      router.refresh();
    });
    setConfirming(false);
  };
  return (
    <div className={styles.actions}>
      <Link href={`/address/edit/${addressNo}?return=${encodeURIComponent(editReturn)}`} className={`${button.outline} ${button.small}`} aria-label={`${label} 수정`}>
        수정
      </Link>
      {!isDefault && (
        <button type="button" className={`${button.outline} ${button.small}`} disabled={busy} aria-label={`${label} 기본 배송지로 설정`} onClick={() => void run(() => shopApi.addresses.setDefault(addressNo), '기본 배송지로 설정했습니다.')}>
          기본 배송지로
        </button>
      )}
      <button type="button" className={`${button.outline} ${button.small}`} disabled={busy} aria-label={`${label} 삭제`} onClick={() => setConfirming(true)}>
        삭제
      </button>
      <ConfirmModal
        open={confirming}
        title="배송지 삭제"
        message={`'${label}' 배송지를 삭제할까요?`}
        confirmLabel="삭제"
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run(() => shopApi.addresses.remove(addressNo), '배송지를 삭제했습니다.')}
      />
    </div>
  );
}
