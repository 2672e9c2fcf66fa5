'use client';
// Reviews on the product page: rating summary, the photo-review strip, sort (추천순/최신순/평점순),
// the paged list, the detail modal and the write modal. Read in the browser so the member's token
// marks their own reviews and what they may recommend.
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, useEffect } from 'react';
import type { ReviewSortBy } from '@courtside/core/api';
import { useShopApi } from '@/components/providers';
import { Pagination } from '@/components/ui/pagination';
import button from '@/components/ui/button.module.css';
import { maskMemberId, stars, ymdtDot } from '@/lib/community/community-text';
import { queryKeys } from '@/lib/query-keys';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import { PhotoReviewStrip } from './photo-review-strip';
import { ReviewDetailModal } from './review-detail-modal';
import { ReviewWriteModal } from './review-write-modal';
import styles from './community.module.css';
import { useCurrentPath } from '@/components/layout/last-page';
import { Thumbnail } from '@/components/ui/thumbnail';
import { optionValuesText } from '@/lib/catalogue/option-text';

export const REVIEW_PAGE_SIZE = 5;

const SORTS: readonly { key: ReviewSortBy; label: string }[] = [
  { key: 'RECOMMEND', label: '추천순' },
  { key: 'REGISTER_YMDT', label: '최신순' },
  { key: 'RATING', label: '평점순' },
];

export function ReviewSection({ productNo, productName }: { productNo: number; productName: string }) {
  const shopApi = useShopApi();
  const router = useRouter();
  const pathname = useCurrentPath();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const hydrated = useAuthStore((state) => state.hydrated);
  const [sort, setSort] = useState<ReviewSortBy>('RECOMMEND');
  const [page, setPage] = useState(1);
  const [openReview, setOpenReview] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  // "리뷰 쓰기" beside an order line in my page comes here with ?review=write.
  const askedToWrite = pathname.includes('review=write');
  useEffect(() => {
    if (askedToWrite && hydrated && loggedIn) setWriting(true);
  }, [askedToWrite, hydrated, loggedIn]);

  const reviews = useQuery({
    queryKey: [...queryKeys.reviews(productNo, sort, page), loggedIn],
    queryFn: () => shopApi.reviews.list(productNo, { orderBy: sort, orderDirection: 'DESC', pageNumber: page, pageSize: REVIEW_PAGE_SIZE }),
    enabled: hydrated,
  });
  const total = reviews.data?.totalCount ?? 0;

  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.sectionHead}>
        <h2 id="reviews-title" className={styles.sectionTitle}>
          리뷰 <span className={styles.count}>{total}</span>
        </h2>
        <button
          type="button"
          className={`${button.dark} ${button.small}`}
          disabled={!hydrated}
          onClick={() => (loggedIn ? setWriting(true) : router.push(loginPathFor(pathname)))}
        >
          리뷰 쓰기
        </button>
      </div>

      {reviews.data && total > 0 && (
        <p className={styles.rating}>
          <span aria-hidden="true" className={styles.stars}>
            {stars(reviews.data.rate)}
          </span>
          <span className="visually-hidden">평균 평점</span> {reviews.data.rate.toFixed(1)} / 5
        </p>
      )}

      <PhotoReviewStrip productNo={productNo} onOpen={setOpenReview} />

      <div role="group" aria-label="리뷰 정렬" className={styles.sorts}>
        {SORTS.map((s) => (
          <button
            key={s.key}
            type="button"
            aria-pressed={sort === s.key}
            className={sort === s.key ? styles.sortCurrent : styles.sort}
            onClick={() => {
              setSort(s.key);
              setPage(1);
            }}
          >
            {s.label}
          </button>
        ))}
      </div>

      {reviews.isError ? (
        <p className={styles.empty} role="alert">
          리뷰를 불러오지 못했습니다.
        </p>
      ) : reviews.data && reviews.data.items.length === 0 ? (
        <p className={styles.empty}>아직 작성된 리뷰가 없습니다.</p>
      ) : (
        <ul className={styles.list} aria-busy={reviews.isPending}>
          {(reviews.data?.items ?? []).map((review) => (
            <li key={review.reviewNo} className={styles.item}>
              <button type="button" className={styles.itemButton} onClick={() => setOpenReview(review.reviewNo)} aria-haspopup="dialog">
                <span className={styles.itemMeta}>
                  <span aria-label={`평점 ${review.rate}점`} className={styles.stars}>
                    {stars(review.rate)}
                  </span>
                  <span>{review.nickname ?? maskMemberId(review.memberId)}</span>
                  <span>{ymdtDot(review.registerYmdt)}</span>
                </span>
                {review.optionValue && <span className={styles.itemOption}>{optionValuesText(review.optionValue)}</span>}
                <span className={styles.itemText}>{review.content}</span>
                {review.fileUrls.length > 0 && (
                  <span className={styles.itemPhotos}>
                    {review.fileUrls.slice(0, 4).map((url, i) => (
                      <Thumbnail key={url} src={url} alt={`리뷰 사진 ${i + 1}`} size={64} />
                    ))}
                  </span>
                )}
                <span className={styles.itemMeta}>추천 {review.recommendCnt}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={total} pageSize={REVIEW_PAGE_SIZE} onChange={setPage} label="리뷰 페이지" />

      <ReviewDetailModal productNo={productNo} reviewNo={openReview} onClose={() => setOpenReview(null)} />
      {writing && <ReviewWriteModal productNo={productNo} productName={productName} onClose={() => setWriting(false)} />}
    </section>
  );
}
