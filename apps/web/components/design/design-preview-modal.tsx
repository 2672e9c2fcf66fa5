'use client';
// The design preview (seed §2): both printed sides drawn as they will be made, from the document.
import { useEffect, useState } from 'react';
import {
  DESIGN_SHAPE_LABELS,
  DESIGN_SIDE_LABELS,
  cushionColorName,
  designFont,
  type DampenerDesign,
  type DesignSideName,
} from '@courtside/core/design';
import { exportSideDataUrl } from '@courtside/designer';
import { Modal } from '@/components/ui/modal';
import { cssFontFamily } from './fonts';
import styles from './studio.module.css';

export function DesignPreviewModal({ open, design, onClose }: { open: boolean; design: DampenerDesign; onClose: () => void }) {
  const [images, setImages] = useState<Partial<Record<DesignSideName, string>>>({});
  useEffect(() => {
    if (!open) return;
    let live = true;
    setImages({});
    (async () => {
      const front = await exportSideDataUrl(design, 'front', { size: 360, fontFamily: cssFontFamily });
      const back = await exportSideDataUrl(design, 'back', { size: 360, fontFamily: cssFontFamily });
      if (live) setImages({ front, back });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, design]);
  const fonts = new Set([...design.front.layers, ...design.back.layers].flatMap((l) => (l.kind === 'text' ? [designFont(l.font).name] : [])));
  return (
    <Modal open={open} onClose={onClose} title="디자인 미리보기" size="large">
      <p className={styles.hint}>
        {DESIGN_SHAPE_LABELS[design.shape]} · {cushionColorName(design.cushionColor)} · {design.sideMode === '1' ? '앞뒤 동일' : '앞뒤 다르게'}
        {fonts.size > 0 && ` · 글꼴 ${[...fonts].join(', ')}`}
      </p>
      <div className={styles.previewSides}>
        {(['front', 'back'] as const).map((side) => (
          <figure key={side} className={styles.previewSide}>
            {images[side] ? (
              // Data URLs drawn just now; there is nothing for an image optimiser to do.
              <img src={images[side]} alt={`${DESIGN_SIDE_LABELS[side]} 미리보기`} width={240} height={240} data-testid={`preview-${side}`} />
            ) : (
              <span className={styles.previewPending}>그리는 중…</span>
            )}
            <figcaption>{DESIGN_SIDE_LABELS[side]}</figcaption>
          </figure>
        ))}
      </div>
    </Modal>
  );
}
