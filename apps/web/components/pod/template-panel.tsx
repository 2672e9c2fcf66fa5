'use client';
// The template editor's side panel: what is being made (product, template, option, price), the
// text with its size and colour, the picture, the quantity, and 저장 / 저장 후 장바구니로.
import type { Dispatch, SetStateAction } from 'react';
import { PALETTE_COLORS } from '@courtside/core/design';
import { formatWon } from '@courtside/core/format';
import type { PodVariant, ProductOption } from '@courtside/core/api';
import button from '@/components/ui/button.module.css';
import styles from './pod.module.css';
import type { ImageLayerState, TextLayerState } from './template-canvas';
import type { EditorTemplate } from './template-editor';
import type { SaveMode } from './use-pod-save';

const TEXT_COLORS = PALETTE_COLORS.filter((c) => ['black', 'white', 'navy', 'red', 'cobaltBlue', 'green', 'hotPink', 'yellow'].includes(c.key));

export interface TemplatePanelProps {
  channelProductName: string;
  template: EditorTemplate;
  variant: PodVariant;
  option: ProductOption;
  text: TextLayerState;
  setText: Dispatch<SetStateAction<TextLayerState>>;
  image: ImageLayerState | null;
  onImageFile: (file: File | undefined) => Promise<void>;
  onRemoveImage: () => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** Uploading or saving: the picture input and both buttons wait. */
  busy: boolean;
  saving: boolean;
  onSave: (mode: SaveMode) => void;
}

export function TemplatePanel({ channelProductName, template, variant, option, text, setText, image, onImageFile, onRemoveImage, quantity, setQuantity, busy, saving, onSave }: TemplatePanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.summary}>
        <strong>{channelProductName}</strong>
        <div>템플릿: {template.name}</div>
        <div>옵션: {variant.name}</div>
        <div>가격: {formatWon(option.buyPrice)}</div>
      </div>
      <label className={styles.field}>
        문구
        <textarea rows={2} maxLength={40} value={text.text} placeholder="예: 코트사이드 테니스 클럽" onChange={(e) => setText((t) => ({ ...t, text: e.target.value }))} />
      </label>
      <label className={styles.field}>
        글자 크기 ({text.fontSize}px)
        <input type="range" min={16} max={120} value={text.fontSize} onChange={(e) => setText((t) => ({ ...t, fontSize: Number(e.target.value) }))} />
      </label>
      <label className={styles.field}>
        글자 색
        <select value={text.color} onChange={(e) => setText((t) => ({ ...t, color: e.target.value }))}>
          {TEXT_COLORS.map((c) => (
            <option key={c.key} value={c.hex}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        이미지 올리기
        <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={busy} onChange={(e) => void onImageFile(e.target.files?.[0])} />
      </label>
      {image && (
        <button type="button" className={`${button.outline} ${button.small}`} onClick={onRemoveImage}>
          이미지 빼기
        </button>
      )}
      <label className={styles.field}>
        수량
        <input type="number" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(99, Math.floor(Number(e.target.value) || 1))))} />
      </label>
      <div className={styles.row}>
        <button type="button" className={button.outline} disabled={busy} onClick={() => onSave('SAVE')}>
          저장
        </button>
        <button type="button" className={button.primary} disabled={busy} onClick={() => onSave('COMPLETE_SAVE')}>
          {saving ? '저장 중…' : '저장 후 장바구니로'}
        </button>
      </div>
    </div>
  );
}
