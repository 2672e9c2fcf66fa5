import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { productNoFromSlug } from '@/lib/npay/npay-entry';
import button from '@/components/ui/button.module.css';
import styles from '@/components/npay/npay.module.css';

export const metadata: Metadata = { title: '네이버페이 간편결제' };

/** /npay: with `?productNo=` it goes to that product's Naver Pay entry; otherwise it explains the way. */
export default async function NpayGuidePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const raw = query.productNo ?? query.slug;
  const productNo = typeof raw === 'string' ? productNoFromSlug(raw) : null;
  if (productNo !== null) {
    const rest = new URLSearchParams();
    for (const key of ['optionNo', 'orderCnt']) {
      const value = query[key];
      if (typeof value === 'string') rest.set(key, value);
    }
    redirect(`/npay/${productNo}${rest.size > 0 ? `?${rest.toString()}` : ''}`);
  }
  return (
    <div className={styles.guide}>
      <h1 className={styles.title}>네이버페이로 간편하게 결제하세요</h1>
      <p>코트사이드의 모든 상품은 네이버페이로 결제할 수 있습니다. 회원가입 없이 비회원으로도 이용할 수 있어요.</p>
      <ol className={styles.steps}>
        <li>상품 페이지에서 옵션과 수량을 고른 뒤 바로 구매하거나 장바구니에 담습니다.</li>
        <li>주문서에서 배송지를 입력하고 결제 수단으로 ‘네이버페이’를 선택합니다.</li>
        <li>네이버페이 결제 화면에서 결제를 마치면 주문 완료 화면으로 돌아옵니다.</li>
      </ol>
      <p className={styles.actions}>
        <Link href="/best" className={button.primary}>
          베스트 상품 보러 가기
        </Link>
        <Link href="/guest/cart" className={button.outline}>
          장바구니 보기
        </Link>
      </p>
    </div>
  );
}
