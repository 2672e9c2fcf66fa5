'use client';
// "쿠폰 받기": downloads an issuable coupon into the member's coupons, once per member.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { accountErrorMessage } from '@/lib/account/account-error';
import { showToast } from '@/lib/toast/toast-store';

export function CouponDownloadButton({ couponNo, couponName }: { couponNo: number; couponName: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${button.primary} ${button.small}`}
      disabled={busy}
      aria-label={`${couponName} 받기`}
      onClick={async () => {
        setBusy(true);
        try {
          await shopApi.coupons.download(couponNo);
          showToast('쿠폰을 받았습니다.', 'success');
          router.refresh();
        } catch (failure) {
          showToast(accountErrorMessage(failure), 'error');
        } finally {
          setBusy(false);
        }
      }}
    >
      쿠폰 받기
    </button>
  );
}
