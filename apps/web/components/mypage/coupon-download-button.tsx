'use client';
// "쿠폰 받기": downloads an issuable coupon into the member's coupons, once per member.
import { useRouter } from 'next/navigation';
import { useShopApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { ActionButton } from '@/components/ui/form';
import { showToast } from '@/lib/toast/toast-store';

export function CouponDownloadButton({ couponNo, couponName }: { couponNo: number; couponName: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  return (
    <ActionButton
      className={`${button.primary} ${button.small}`}
      aria-label={`${couponName} 받기`}
      onRun={async () => {
        await shopApi.coupons.download(couponNo);
        showToast('쿠폰을 받았습니다.', 'success');
        router.refresh();
      }}
    >
      쿠폰 받기
    </ActionButton>
  );
}
