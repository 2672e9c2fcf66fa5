import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHead } from '@/components/mypage/page-head';
import { PeriodFilter } from '@/components/mypage/period-filter';
import styles from '@/components/mypage/mypage.module.css';
import { Pagination } from '@/components/ui/pagination';
import { stars, ymdtDot } from '@/lib/community/community-text';
import { listHref, pageOf, presetOf, rangeOf, type SearchParams } from '@/lib/mypage/list-params';
import { requireMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';
import { Thumbnail } from '@/components/ui/thumbnail';

export const metadata: Metadata = { title: '나의 리뷰' };

const PAGE_SIZE = 10;

export default async function MyReviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireMember('/mypage/review');
  const params = await searchParams;
  const preset = presetOf(params, '1년');
  const page = pageOf(params);
  const range = rangeOf(preset, Date.now());
  const reviews = await (await memberApi()).reviews.listMine({ ...range, pageNumber: page, pageSize: PAGE_SIZE });
  const query = { period: preset };
  return (
    <div className={styles.page}>
      <PageHead title="나의 리뷰" lead="구매한 상품에 남긴 리뷰입니다. 리뷰는 배송 완료된 주문의 상품 페이지에서 쓸 수 있습니다." />
      <PeriodFilter pathname="/mypage/review" current={query} preset={preset} range={range} />
      {reviews.items.length === 0 ? (
        <p className={styles.empty}>작성한 리뷰가 없습니다.</p>
      ) : (
        <ul className={styles.list}>
          {reviews.items.map((review) => (
            <li key={review.reviewNo} className={styles.card}>
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>
                  <Link href={`/product/${review.productNo}`}>{review.productName}</Link>
                </h2>
                {review.bestReviewYn === 'Y' && <span className={styles.badge}>베스트 리뷰</span>}
              </div>
              <p className={styles.meta}>
                <span aria-label={`별점 ${review.rate}점`}>{stars(review.rate)}</span>
                <span>{ymdtDot(review.registerYmdt)}</span>
                <span>추천 {review.recommendCnt}</span>
              </p>
              <p>{review.content}</p>
              {review.fileUrls.length > 0 && (
                <div className={styles.photos}>
                  {review.fileUrls.map((url, i) => (
                    <Thumbnail key={url} src={url} alt={`리뷰 사진 ${i + 1}`} size={64} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={reviews.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/mypage/review', query, { page: n })} />
    </div>
  );
}
