'use client';
// One review in full: rating, writer, date, option, text, every photo, and 추천 (members; not on
// their own review). The list and this modal refresh together after a recommend.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopApi } from '@/components/providers';
import { useAction } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { maskMemberId, stars, ymdtDot } from '@/lib/community/community-text';
import { unknownErrorMessage } from '@/lib/error-message';
import { loginPathFor } from '@/lib/safe-redirect';
import { useAuthStore } from '@/lib/session/auth-store';
import styles from './community.module.css';
import { useCurrentPath } from '@/components/layout/last-page';
import { ShopImage } from '@/components/ui/shop-image';
import { handedPublicConfig } from '@/lib/public-config';
import { optionValuesText } from '@/lib/catalogue/option-text';
import { ReviewPhotoViewer } from './review-photo-viewer';

export function ReviewDetailModal({ productNo, reviewNo, onClose }: { productNo: number; reviewNo: number | null; onClose: () => void }) {
  const shopApi = useShopApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = useCurrentPath();
  const loggedIn = useAuthStore((state) => state.session.status === 'active');
  const review = useQuery({
    queryKey: ['review', productNo, reviewNo, loggedIn],
    queryFn: () => shopApi.reviews.get(productNo, reviewNo ?? 0),
    enabled: reviewNo !== null,
  });

  const recommend = useAction({ toMessage: unknownErrorMessage, report: 'toast' });
  const toggleRecommend = (shown: NonNullable<typeof review.data>) =>
    recommend.run(async () => {
      if (shown.recommendable) await shopApi.reviews.recommend(productNo, shown.reviewNo);
      else await shopApi.reviews.unrecommend(productNo, shown.reviewNo);
      await queryClient.invalidateQueries({ queryKey: ['review', productNo] });
      await queryClient.invalidateQueries({ queryKey: ['reviews', productNo] });
    });

  const data = review.data;
  // The photo shown full-screen (its index), or null.
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <Modal open={reviewNo !== null} onClose={onClose} title="리뷰 상세" size="large">
      {review.isPending && <p>불러오는 중입니다.</p>}
      {review.isError && <p role="alert">{unknownErrorMessage(review.error)}</p>}
      {data && (
        <article className={styles.detail}>
          <p className={styles.itemMeta}>
            <span aria-label={`평점 ${data.rate}점`} className={styles.stars}>
              {stars(data.rate)}
            </span>
            <span>{data.nickname ?? maskMemberId(data.memberId)}</span>
            <span>{ymdtDot(data.registerYmdt)}</span>
          </p>
          {data.optionValue && <p className={styles.itemOption}>{optionValuesText(data.optionValue)}</p>}
          <p className={styles.detailText}>{data.content}</p>
          {data.fileUrls.length > 0 && (
            <ul className={styles.detailPhotos}>
              {data.fileUrls.map((url, i) => (
                <li key={url} className={styles.detailPhoto}>
                  <ShopImage src={url} platformUrl={handedPublicConfig().shopApiUrl} alt={`리뷰 사진 ${i + 1}`} width={320} height={320} />
                  <button type="button" className={styles.detailPhotoOpen} onClick={() => setViewing(i)} aria-label={`리뷰 사진 ${i + 1} 크게 보기`} />
                </li>
              ))}
            </ul>
          )}
          <ReviewPhotoViewer urls={data.fileUrls} start={viewing} onClose={() => setViewing(null)} />
          <div className={styles.detailFoot}>
            <span>추천 {data.recommendCnt}</span>
            {!data.myReview && (
              <button
                type="button"
                className={`${button.outline} ${button.small}`}
                disabled={recommend.busy}
                aria-pressed={loggedIn ? !data.recommendable : undefined}
                onClick={() => (loggedIn ? void toggleRecommend(data) : router.push(loginPathFor(pathname)))}
              >
                {loggedIn && !data.recommendable ? '추천 취소' : '추천하기'}
              </button>
            )}
          </div>
        </article>
      )}
    </Modal>
  );
}
