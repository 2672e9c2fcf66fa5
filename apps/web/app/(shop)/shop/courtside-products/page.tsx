import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { CATEGORY_IDS } from '@courtside/core/constants';
import { formatWon } from '@courtside/core/format';
import { type ProductSummary } from '@courtside/core/api';
import styles from '@/components/pod/pod.module.css';
import { discountedPrice } from '@/lib/catalogue/price';
import { searchProducts } from '@/lib/server/shop';

export const metadata: Metadata = { title: '코트사이드 커스텀 상품' };

function CustomProductCard({ product, href, action }: { product: ProductSummary; href: string; action: string }) {
  const image = product.listImageUrls?.[0] ?? product.imageUrls[0];
  return (
    <Link className={styles.card} href={href}>
      {image && <img src={image} alt="" width={240} height={240} loading="lazy" />}
      <span className={styles.cardTitle}>{product.productName}</span>
      <span>{formatWon(discountedPrice(product))}</span>
      <span className={styles.muted}>{action}</span>
    </Link>
  );
}

/** /shop/courtside-products: the mall's own custom products — dampeners for the designer, goods for templates. */
export default async function CourtsideProductsPage() {
  const [pod, custom] = await Promise.all([
    searchProducts({ categoryNos: [CATEGORY_IDS.pod], pageSize: 60 }),
    searchProducts({ categoryNos: [CATEGORY_IDS.custom], pageSize: 60 }),
  ]);
  return (
    <section aria-labelledby="courtside-products-title">
      <h1 id="courtside-products-title" className={styles.heading}>
        코트사이드 커스텀 상품
      </h1>
      <p className={styles.lead}>댐프너는 디자이너에서, 굿즈는 템플릿으로 직접 디자인해 주문합니다.</p>
      <h2>커스텀 댐프너</h2>
      {custom && custom.items.length > 0 ? (
        <ul className={styles.grid}>
          {custom.items.map((product) => (
            <li key={product.productNo}>
              <CustomProductCard product={product} href="/custom/dampener" action="디자이너에서 만들기" />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>판매 중인 커스텀 댐프너가 없습니다.</p>
      )}
      <h2>주문제작 굿즈</h2>
      {pod && pod.items.length > 0 ? (
        <ul className={styles.grid}>
          {pod.items.map((product) => (
            <li key={product.productNo}>
              <CustomProductCard product={product} href={`/products/${product.productNo}/customize`} action="템플릿으로 디자인하기" />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>판매 중인 주문제작 굿즈가 없습니다.</p>
      )}
    </section>
  );
}
