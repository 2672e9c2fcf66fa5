'use client';
// 기본 설정: the dampener's shape and material (each through its dialog) and the cushion colour
// (the palette's swatches here, the extended colours through 색상 추가).
import { CUSHION_MATERIALS, DAMPENER_COLORS, DESIGN_SHAPE_LABELS, cushionColorName, type DampenerDesign, type DesignAction } from '@courtside/core/design';
import button from '@/components/ui/button.module.css';
import styles from './studio.module.css';

export function StudioSettings({ design, edit, onOpen }: { design: DampenerDesign; edit: (action: DesignAction) => void; onOpen: (dialog: 'shape' | 'material' | 'color') => void }) {
  return (
    <section className={styles.settings} aria-label="기본 설정">
      <div className={styles.setting}>
        <span>모양: {DESIGN_SHAPE_LABELS[design.shape]}</span>
        <button type="button" className={`${button.outline} ${button.small}`} onClick={() => onOpen('shape')}>
          모양 선택
        </button>
      </div>
      <div className={styles.setting}>
        <span>소재: {CUSHION_MATERIALS.find((m) => m.key === design.cushionMaterial)?.name ?? design.cushionMaterial}</span>
        <button type="button" className={`${button.outline} ${button.small}`} onClick={() => onOpen('material')}>
          소재 선택
        </button>
      </div>
      <div className={styles.setting}>
        <span id="cushion-color-label">쿠션 색상: {cushionColorName(design.cushionColor)}</span>
        <div className={styles.swatches} role="group" aria-labelledby="cushion-color-label">
          {DAMPENER_COLORS.map((color) => (
            <button
              key={color.key}
              type="button"
              className={styles.swatch}
              style={{ background: color.hex }}
              aria-label={color.name}
              title={color.name}
              aria-pressed={design.cushionColor.palette === 'dampener' && design.cushionColor.key === color.key}
              onClick={() => edit({ type: 'setCushionColor', color: { palette: 'dampener', key: color.key } })}
            />
          ))}
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => onOpen('color')}>
            색상 추가
          </button>
        </div>
      </div>
    </section>
  );
}
