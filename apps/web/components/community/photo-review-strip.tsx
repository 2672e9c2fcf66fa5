'use client';
// Photo reviews: a strip of the first photo of each review that has photos; a click opens the
// review. Paged a strip at a time.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import { queryKeys } from '@/lib/query-keys';
import styles from './community.module.css';
import { Thumbnail } from '@/components/ui/thumbnail';

const STRIP_SIZE = 8;

export function PhotoReviewStrip({ productNo, onOpen }: { productNo: number; onOpen: (reviewNo: number) => void }) {
  const shopApi = useShopApi();
  const [page, setPage] = useState(1);
  const photos = useQuery({
    queryKey: queryKeys.photoReviews(productNo, page),
    queryFn: () => shopApi.reviews.listPhotos(productNo, { pageNumber: page, pageSize: STRIP_SIZE }),
  });
  const contents = (photos.data?.contents ?? []).filter((c) => c.urls.length > 0);
  if (contents.length === 0 && page === 1) return null;
  const totalPage = photos.data?.totalPage ?? 1;

  return (
    <section className={styles.photoStrip} aria-labelledby="photo-reviews-title" data-testid="photo-reviews">
      <h3 id="photo-reviews-title" className={styles.subTitle}>
        포토 리뷰 <span className={styles.count}>{photos.data?.totalCount ?? 0}</span>
      </h3>
      <ul className={styles.photos}>
        {contents.map((review, i) => (
          <li key={review.reviewNo}>
            <button type="button" onClick={() => onOpen(review.reviewNo)} className={styles.photoButton} aria-haspopup="dialog">
              <Thumbnail src={review.urls[0] ?? ''} alt={`포토 리뷰 ${(page - 1) * STRIP_SIZE + i + 1}`} size={96} />
              {review.attachedFileCount > 1 && <span className={styles.photoCount}>+{review.attachedFileCount - 1}</span>}
            </button>
          </li>
        ))}
      </ul>
      {totalPage > 1 && (
        <div className={styles.stripPager}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전 사진
          </button>
          <button type="button" disabled={page >= totalPage} onClick={() => setPage(page + 1)}>
            다음 사진
          </button>
        </div>
      )}
    </section>
  );
}
