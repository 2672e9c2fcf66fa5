import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHead } from '@/components/mypage/page-head';
import { PickRemoveButton } from '@/components/mypage/pick-remove-button';
import styles from '@/components/mypage/mypage.module.css';
import { Price } from '@/components/product/price';
import { Pagination } from '@/components/ui/pagination';
import { listHref, pageOf, type SearchParams } from '@/lib/mypage/list-params';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '찜한 상품' };

const PAGE_SIZE = 20;

export default async function MyPicksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/pick');
  const page = pageOf(await searchParams);
  const picks = await (await memberApi()).likes.list({ pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <div className={styles.page}>
      <PageHead title="찜한 상품" lead={`${picks.totalCount}개의 상품을 찜했습니다.`} />
      {picks.items.length === 0 ? (
        <p className={styles.empty}>찜한 상품이 없습니다. 마음에 드는 상품의 하트를 눌러 보세요.</p>
      ) : (
        <ul className={styles.pickGrid}>
          {picks.items.map((product) => {
            const image = product.listImageUrls?.[0] ?? product.imageUrls[0];
            return (
              <li key={product.productNo} className={styles.pick} data-testid="pick">
                <Link href={`/product/${product.productNo}`}>
                  {image ? <img src={image} alt="" width={200} height={200} loading="lazy" /> : null}
                  <p className={styles.itemName}>{product.productName}</p>
                </Link>
                <Price price={product} />
                {product.isSoldOut && <span className={styles.badge}>품절</span>}
                <PickRemoveButton productNo={product.productNo} productName={product.productName} />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} totalCount={picks.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/pick', {}, { page: n })} />
    </div>
  );
}
