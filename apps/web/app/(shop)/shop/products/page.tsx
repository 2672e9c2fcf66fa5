import type { Metadata } from 'next';
import type { PodChannelProductsReply } from '@courtside/core/api';
import { ChannelProductGrid } from '@/components/pod/channel-product-grid';
import styles from '@/components/pod/pod.module.css';
import { Pagination } from '@/components/ui/pagination';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { podChannelProducts } from '@/lib/server/pod/catalogue-reads';

export const metadata: Metadata = { title: '주문제작 상품' };

const PAGE_SIZE = 12;

/** /shop/products: the partner's channel products, paged (pageNo, pageSize). */
export default async function ShopProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(1000, Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? '1', 10) || 1));
  let reply: PodChannelProductsReply | null = null;
  try {
    reply = await podChannelProducts(page, PAGE_SIZE);
  } catch (error) {
    console.error('[pod] channel products unavailable', error);
  }
  return (
    <section aria-labelledby="pod-products-title">
      <h1 id="pod-products-title" className={styles.heading}>
        주문제작 상품
      </h1>
      <p className={styles.lead}>상품을 고르면 디자인 템플릿과 옵션을 선택할 수 있습니다.</p>
      {!reply ? (
        <p className={styles.empty}>상품을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
      ) : reply.items.length === 0 ? (
        <p className={styles.empty}>주문제작 상품이 없습니다.</p>
      ) : (
        <>
          <ChannelProductGrid products={reply.items} />
          <Pagination page={page} totalCount={reply.totalCount} pageSize={PAGE_SIZE} hrefFor={(p) => `/shop/products?page=${p}`} label="주문제작 상품 페이지" />
        </>
      )}
    </section>
  );
}
