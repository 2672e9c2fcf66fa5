import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { CATEGORY_IDS } from '@courtside/core/constants';
import { ProductListing } from '@/components/product/product-listing';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { firstParam, pageFrom, sortOptionFor } from '@/lib/catalogue/sort-options';
import styles from '@/components/product/search-page.module.css';

export const metadata: Metadata = { title: '주문제작 상품' };

/**
 * /custom-products (seed route list): every product made to the shopper's design — the custom
 * dampeners (커스텀 댐프너) and the print-on-demand goods (주문제작 굿즈) — with the way in to each designer.
 */
export default async function CustomProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <div className={styles.page}>
      <p className={styles.notice}>
        직접 만든 디자인으로 주문하는 상품입니다. <Link href="/custom/dampener">댐프너 디자인하기</Link> ·{' '}
        <Link href="/shop/products">굿즈 디자인하기</Link>
      </p>
      <ProductListing
        title="주문제작 상품"
        basePath="/custom-products"
        sort={sortOptionFor(firstParam(params.sort))}
        page={pageFrom(params.page)}
        query={{ categoryNos: [CATEGORY_IDS.custom, CATEGORY_IDS.pod] }}
        emptyText="주문제작 상품이 없습니다."
      />
    </div>
  );
}
