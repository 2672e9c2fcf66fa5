'use client';
// The product page's shopping aids (issue 29): 공유하기 (the phone's share sheet through the Web Share
// API, else the link copied), 쿠폰 받기 (the coupons the platform lets a member download for this
// product; a visitor is asked to log in first) — and the visit noted in 최근 본 상품 on this device.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { shopApiClient } from '@/lib/client/shop-api-client';
import button from '@/components/ui/button.module.css';
import { Modal, ModalDone } from '@/components/ui/modal';
import { ActionButton } from '@/components/ui/form';
import { reshapeProductCoupons, type ProductCouponView } from '@/lib/catalogue/product-coupons';
import { rememberViewed } from '@/lib/catalogue/recently-viewed';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-state';
import { browserStorage } from '@/lib/session/session-storage';
import { showToast } from '@/lib/toast/toast-store';
import styles from './product-aids.module.css';

export interface ProductAidsProps {
  productNo: number;
  name: string;
  imageUrl: string;
  /** What the shopper pays (won). */
  price: number;
}

/** Copies text without the async clipboard (refused on plain http and in some in-app browsers). */
function copyByCommand(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

async function share(name: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text: `${name} - 코트사이드`, url });
      return;
    } catch (error) {
      // The shopper closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast('상품 링크를 복사했습니다.', 'success');
  } catch {
    if (copyByCommand(url)) showToast('상품 링크를 복사했습니다.', 'success');
    else window.prompt('아래 링크를 복사해 공유해 주세요.', url);
  }
}

export function ProductAids({ productNo, name, imageUrl, price }: ProductAidsProps) {
  const router = useRouter();
  const member = useAuthStore((s) => s.session.status === 'active');
  const [coupons, setCoupons] = useState<ProductCouponView[] | null>(null);

  useEffect(() => {
    rememberViewed(browserStorage(), { productNo, name, imageUrl, price }, Date.now());
  }, [productNo, name, imageUrl, price]);

  const path = `/product/${productNo}`;
  const openCoupons = async () => {
    if (!member) {
      router.push(loginPathFor(path));
      return;
    }
    setCoupons(reshapeProductCoupons(await shopApiClient().coupons.listIssuableForProduct(productNo)));
  };

  return (
    <div className={styles.aids}>
      <button type="button" className={`${button.outline} ${button.small}`} onClick={() => void share(name, `${window.location.origin}${path}`)} data-testid="share">
        공유하기
      </button>
      <ActionButton className={`${button.outline} ${button.small}`} onRun={openCoupons}>
        쿠폰 받기
      </ActionButton>
      <Modal open={coupons !== null} onClose={() => setCoupons(null)} title="쿠폰 받기" footer={<ModalDone onClose={() => setCoupons(null)} label="닫기" />}>
        {coupons?.length === 0 ? (
          <p>이 상품에 받을 수 있는 쿠폰이 없습니다.</p>
        ) : (
          <ul className={styles.coupons} aria-label="받을 수 있는 쿠폰">
            {coupons?.map((coupon) => (
              <li key={coupon.couponNo} className={styles.coupon} data-testid="product-coupon">
                <span className={styles.couponText}>
                  <strong>{coupon.benefit}</strong>
                  <span>{coupon.name}</span>
                  <span className={styles.muted}>{coupon.condition}</span>
                </span>
                {coupon.downloadable ? (
                  <ActionButton
                    className={`${button.primary} ${button.small}`}
                    aria-label={`${coupon.name} 받기`}
                    onRun={async () => {
                      await shopApiClient().coupons.download(coupon.couponNo);
                      showToast('쿠폰을 받았습니다. 주문할 때 쓸 수 있습니다.', 'success');
                      setCoupons((list) => list?.map((c) => (c.couponNo === coupon.couponNo ? { ...c, downloadable: false } : c)) ?? null);
                    }}
                  >
                    받기
                  </ActionButton>
                ) : (
                  <span className={styles.muted}>받은 쿠폰</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}
