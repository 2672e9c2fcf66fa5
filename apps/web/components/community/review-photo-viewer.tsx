'use client';
// A review's photos full-screen (issue 29): the whole screen, one photo at a time, contained;
// swipe sideways (or ←/→, or the buttons) to turn, "2 / 5" says where, Esc or 닫기 closes. A native
// <dialog> opened over the review dialog, so the focus stays inside and the page behind is inert.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ShopImage } from '@/components/ui/shop-image';
import { stepPhoto, swipeStep } from '@/lib/community/photo-viewer';
import { handedPublicConfig } from '@/lib/public-config';
import styles from './review-photo-viewer.module.css';

export function ReviewPhotoViewer({ urls, start, onClose }: { urls: readonly string[]; start: number | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start ?? 0);
  const from = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (start !== null) {
      setIndex(start);
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) dialog.close();
  }, [start]);

  const go = (step: 1 | -1) => setIndex((i) => stepPhoto(i, urls.length, step));
  const url = urls[index];
  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={`리뷰 사진 ${index + 1} / ${urls.length}`}
      // React carries a dialog's close up its own tree: the review dialog behind must stay open.
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      data-testid="photo-viewer"
    >
      <div
        className={styles.stage}
        onPointerDown={(e: PointerEvent) => {
          from.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e: PointerEvent) => {
          const start = from.current;
          from.current = null;
          if (!start) return;
          const step = swipeStep(e.clientX - start.x, e.clientY - start.y);
          if (step !== 0) go(step);
        }}
        onPointerCancel={() => {
          from.current = null;
        }}
      >
        {url && <ShopImage key={url} src={url} platformUrl={handedPublicConfig().shopApiUrl} alt={`리뷰 사진 ${index + 1}`} width={1200} height={1200} className={styles.photo} draggable={false} />}
      </div>
      <p className={styles.counter} aria-live="polite">
        {index + 1} / {urls.length}
      </p>
      <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
        닫기
      </button>
      {urls.length > 1 && (
        <>
          <button type="button" className={`${styles.turn} ${styles.prev}`} onClick={() => go(-1)} disabled={index === 0} aria-label="이전 사진">
            ‹
          </button>
          <button type="button" className={`${styles.turn} ${styles.next}`} onClick={() => go(1)} disabled={index === urls.length - 1} aria-label="다음 사진">
            ›
          </button>
        </>
      )}
    </dialog>
  );
}
