import type { Metadata } from 'next';
import { connection } from 'next/server';
import Link from '@/components/ui/link';
import type { PodChannelProductsReply } from '@courtside/core/api';
import { ChannelProductGrid } from '@/components/pod/channel-product-grid';
import styles from '@/components/pod/pod.module.css';
import { podChannelProducts } from '@/lib/server/pod/catalogue-reads';

export const metadata: Metadata = { title: '주문제작' };

/** /shop: the print-on-demand home — ways in, and the partner's products. */
export default async function ShopHomePage() {
  // Per request, never while Next builds: the partner's list comes through the own server's database
  // (the build would otherwise create DATA_DIR/web.sqlite while prerendering; scripts/first-build.build-test.ts).
  await connection();
  let products: PodChannelProductsReply | null = null;
  try {
    products = await podChannelProducts(1, 8);
  } catch (error) {
    console.error('[pod] channel products unavailable', error);
  }
  return (
    <section aria-labelledby="shop-title">
      <h1 id="shop-title" className={styles.heading}>
        주문제작
      </h1>
      <p className={styles.lead}>템플릿을 골라 문구와 사진을 넣으면 나만의 굿즈가 만들어집니다.</p>
      <ul className={styles.links}>
        <li>
          <Link href="/shop/products">
            <strong>주문제작 상품</strong>티셔츠, 에코백, 머그컵, 댐프너까지 템플릿으로 만들어요.
          </Link>
        </li>
        <li>
          <Link href="/shop/courtside-products">
            <strong>코트사이드 커스텀 상품</strong>코트사이드 몰에서 판매하는 커스텀·주문제작 상품이에요.
          </Link>
        </li>
        <li>
          <Link href="/shop/template">
            <strong>템플릿 둘러보기</strong>상품별 디자인 템플릿을 한눈에 봐요.
          </Link>
        </li>
        <li>
          <Link href="/shop/user">
            <strong>내 디자인</strong>저장한 주문제작 디자인을 다시 봐요.
          </Link>
        </li>
      </ul>
      <h2>인기 주문제작 상품</h2>
      {products ? <ChannelProductGrid products={products.items} /> : <p className={styles.empty}>상품을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>}
    </section>
  );
}
