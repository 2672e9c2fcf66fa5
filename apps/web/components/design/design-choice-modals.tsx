'use client';
// The design's setting dialogs (seed §2): shape selection, cushioning material selection, and the
// added colours from the 34-colour palette.
import {
  CUSHION_MATERIALS,
  DESIGN_SHAPES,
  DESIGN_SHAPE_LABELS,
  PALETTE_COLORS,
  type DesignShape,
  type PaletteColorKey,
} from '@courtside/core/design';
import { Modal } from '@/components/ui/modal';
import styles from './studio.module.css';

export function ShapeModal({ open, current, onPick, onClose }: { open: boolean; current: DesignShape; onPick: (shape: DesignShape) => void; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="모양 선택">
      <p className={styles.hint}>댐프너 모양을 골라 주세요. 지름(한 변) 30mm로 만들어집니다.</p>
      <div className={styles.shapeChoices}>
        {DESIGN_SHAPES.map((shape) => (
          <button key={shape} type="button" className={styles.shapeChoice} aria-pressed={shape === current} onClick={() => onPick(shape)}>
            <span aria-hidden="true" className={shape === 'circle' ? styles.shapeCircle : styles.shapeSquare} />
            {DESIGN_SHAPE_LABELS[shape]}
          </button>
        ))}
      </div>
    </Modal>
  );
}

export function MaterialModal({ open, current, onPick, onClose }: { open: boolean; current: string; onPick: (material: string) => void; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="쿠션 소재 선택">
      <ul className={styles.materials}>
        {CUSHION_MATERIALS.map((material) => (
          <li key={material.key}>
            <button type="button" className={styles.material} aria-pressed={material.key === current} onClick={() => onPick(material.key)}>
              <strong>{material.name}</strong>
              <span>{material.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

export function AddColorModal({ open, current, onPick, onClose }: { open: boolean; current: string | null; onPick: (key: PaletteColorKey) => void; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="색상 추가" size="large">
      <p className={styles.hint}>기본 11색 외에 34가지 색상 중에서 쿠션 색을 고를 수 있습니다.</p>
      <div className={styles.swatches} role="group" aria-label="추가 색상">
        {PALETTE_COLORS.map((color) => (
          <button
            key={color.key}
            type="button"
            className={styles.swatch}
            style={{ background: color.hex }}
            aria-pressed={color.key === current}
            aria-label={color.name}
            title={color.name}
            onClick={() => onPick(color.key)}
          />
        ))}
      </div>
    </Modal>
  );
}
