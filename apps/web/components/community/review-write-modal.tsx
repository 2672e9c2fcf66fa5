'use client';
// Writing a review: pick the bought option (delivered or confirmed orders of the last year),
// a rating, the text and up to five photos (uploaded through /api/upload). Whether the option may
// still be reviewed is the platform's call; its refusal is shown as it says it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_RATINGS } from '@courtside/core/constants';
import { dateRangeForPreset, kstTodayYmd } from '@courtside/core/format';
import { useOwnApi, useShopApi } from '@/components/providers';
import { Field, FormModal, Select, useAction } from '@/components/ui/form';
import { errorMessage, unknownErrorMessage } from '@/lib/error-message';
import { queryKeys } from '@/lib/query-keys';
import { showToast } from '@/lib/toast/toast-store';
import styles from './community.module.css';
import { REVIEW_ELIGIBILITY_TEXT, boughtLines, type BoughtLineView } from '@/lib/community/review-eligibility';
import { Thumbnail } from '@/components/ui/thumbnail';

const MAX_PHOTOS = 5;
const MIN_LENGTH = 10;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

interface Photo {
  url: string;
  name: string;
}

export function ReviewWriteModal({ productNo, productName, onClose }: { productNo: number; productName: string; onClose: () => void }) {
  const shopApi = useShopApi();
  const ownApi = useOwnApi();
  const queryClient = useQueryClient();
  const [orderOptionNo, setOrderOptionNo] = useState<number | null>(null);
  const [rate, setRate] = useState(5);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);

  // Every line of this product the member bought in the last year, each with whether it can still
  // be reviewed (their own reviews say which lines already were), so nothing is written in vain.
  const bought = useQuery({
    queryKey: [...queryKeys.member, 'reviewable', productNo],
    queryFn: async (): Promise<BoughtLineView[]> => {
      const range = dateRangeForPreset('1년', kstTodayYmd(Date.now()));
      const [orders, mine] = await Promise.all([
        shopApi.orders.list({ ...range, pageSize: 100 }),
        shopApi.reviews.listMine({ ...range, pageSize: 100 }),
      ]);
      const reviewed = new Set(mine.items.flatMap((review) => (review.orderOptionNo ? [review.orderOptionNo] : [])));
      // A cancelled or returned line is no purchase: the shopper is told there is none to review.
      return boughtLines(orders.items, productNo, reviewed);
    },
  });
  const lines = bought.data ?? [];
  const options = lines.filter((line) => line.eligibility === 'writable');
  const others = lines.filter((line) => line.eligibility !== 'writable');
  const selected = orderOptionNo ?? options[0]?.orderOptionNo ?? null;

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const chosen = [...files].slice(0, MAX_PHOTOS - photos.length);
    setUploading(true);
    try {
      for (const file of chosen) {
        if (!IMAGE_TYPES.includes(file.type)) {
          showToast('이미지 파일(JPG, PNG, GIF, WEBP)만 올릴 수 있습니다.', 'error');
          continue;
        }
        const body = new Uint8Array(await file.arrayBuffer());
        const url = await ownApi.uploadFile({ fileName: file.name, fileType: file.type, bucket: 'review', body });
        setPhotos((current) => [...current, { url, name: file.name }]);
      }
    } catch (error) {
      showToast(errorMessage(error, 'UPLOAD_FAILED'), 'error');
    } finally {
      setUploading(false);
    }
  };

  const action = useAction(unknownErrorMessage);
  const tooShort = content.trim().length < MIN_LENGTH;
  const canSubmit = selected !== null && !tooShort && !uploading;
  const submit = () => {
    const option = options.find((o) => o.orderOptionNo === selected);
    if (!canSubmit || !option) return;
    return action.run(async () => {
      await shopApi.reviews.write(productNo, { orderOptionNo: option.orderOptionNo, optionNo: option.optionNo, rate, content: content.trim(), urls: photos.map((p) => p.url) });
      await queryClient.invalidateQueries({ queryKey: ['reviews', productNo] });
      await queryClient.invalidateQueries({ queryKey: ['photo-reviews', productNo] });
      showToast('리뷰를 등록했습니다.', 'success');
      onClose();
    });
  };

  return (
    <FormModal title="리뷰 쓰기" size="large" onClose={onClose} submitLabel="등록하기" action={action} disabled={!canSubmit} onSubmit={submit} className={styles.form} errorClassName={styles.notice}>
        <p className={styles.formProduct}>{productName}</p>
        {bought.isPending ? (
          <p>구매 내역을 확인하고 있습니다.</p>
        ) : options.length === 0 ? (
          <p className={styles.notice} role="alert" data-testid="review-not-writable">
            {others.length === 0
              ? '배송 완료된 구매 상품에 대해서만 리뷰를 작성할 수 있습니다.'
              : new Set(others.map((o) => o.eligibility)).size === 1
                ? REVIEW_ELIGIBILITY_TEXT[others[0]!.eligibility]
                : '지금 리뷰를 쓸 수 있는 주문 상품이 없습니다.'}
          </p>
        ) : (
          <Field id="review-option" label="구매한 옵션" className={styles.formField}>
            <Select
              id="review-option"
              value={selected ?? 0}
              onChange={setOrderOptionNo}
              options={options.map((o) => ({ value: o.orderOptionNo, label: o.label }))}
            />
          </Field>
        )}
        {others.length > 0 && (
          <ul className={styles.eligibility} aria-label="리뷰를 쓸 수 없는 주문 상품" data-testid="review-eligibility">
            {others.map((line) => (
              <li key={line.orderOptionNo}>
                {line.label}: {REVIEW_ELIGIBILITY_TEXT[line.eligibility]}
              </li>
            ))}
          </ul>
        )}
        {options.length > 0 && (
          <>
        <fieldset className={styles.ratings}>
          <legend>평점</legend>
          {REVIEW_RATINGS.map((r) => (
            <label key={r.rating} className={styles.ratingChoice}>
              <input type="radio" name="rate" value={r.rating} checked={rate === r.rating} onChange={() => setRate(r.rating)} />
              <span aria-hidden="true">{'★'.repeat(r.rating)}</span> {r.label}
            </label>
          ))}
        </fieldset>
        <Field id="review-content" label="리뷰 내용 (10자 이상)" className={styles.formField}>
          <textarea id="review-content" rows={5} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        </Field>
        <Field id="review-photos" label={`사진 첨부 (최대 ${MAX_PHOTOS}장)`} className={styles.formField}>
          <input
            id="review-photos"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={uploading || photos.length >= MAX_PHOTOS}
            onChange={(e) => {
              void addPhotos(e.target.files);
              e.target.value = '';
            }}
          />
          {uploading && <p role="status">사진을 올리고 있습니다.</p>}
          {photos.length > 0 && (
            <ul className={styles.uploaded} aria-label="첨부한 사진">
              {photos.map((photo, i) => (
                <li key={photo.url}>
                  <Thumbnail src={photo.url} alt={`첨부 사진 ${i + 1}`} size={72} loading="eager" />
                  <button type="button" onClick={() => setPhotos(photos.filter((p) => p.url !== photo.url))} aria-label={`첨부 사진 ${i + 1} 삭제`}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Field>
          </>
        )}
    </FormModal>
  );
}
