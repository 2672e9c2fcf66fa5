'use client';
// 디자인 편집: the side tabs and side mode, the canvas (focusable: the keys of @courtside/designer's
// canvasKeyStep, announced in a status line), undo/redo and the print-resolution warning.
import { useState, type RefObject } from 'react';
import { DESIGN_SIDE_LABELS, SIDE_MODES, type DesignLayer, type DesignSideName } from '@courtside/core/design';
import { DesignerCanvas, HistoryButtons, ResolutionNotice, canvasKeyStep, describeLayerChange, layerLabel, type DesignEditorHandle, type LayerKeyChange } from '@courtside/designer';
import button from '@/components/ui/button.module.css';
import { cssFontFamily } from './fonts';
import styles from './studio.module.css';

export interface StudioCanvasProps {
  handle: DesignEditorHandle;
  side: DesignSideName;
  onSide: (side: DesignSideName) => void;
  /** The side's layers, bottom first, and whether the side can be edited (앞뒤 동일 locks the back). */
  layers: readonly DesignLayer[];
  editable: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  images: ReadonlyMap<string, CanvasImageSource>;
  fontsVersion: number;
  stageBox: RefObject<HTMLDivElement | null>;
  stageSize: number;
}

export function StudioCanvas({ handle, side, onSide, layers, editable, selectedId, onSelect, images, fontsVersion, stageBox, stageSize }: StudioCanvasProps) {
  const { design, edit } = handle;
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  // What the last canvas key did, read out from the layer as it is now (after containment).
  const [keyChange, setKeyChange] = useState<LayerKeyChange | 'select' | null>(null);

  const onCanvasKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = canvasKeyStep({ editable, side, layers, selected }, { key: event.key, shift: event.shiftKey, modified: event.altKey || event.ctrlKey || event.metaKey });
    if (step.kind === 'ignore') return;
    if (step.kind === 'deselect') {
      onSelect(null);
      setKeyChange(null);
      return;
    }
    event.preventDefault();
    if (step.kind === 'select') {
      onSelect(step.id);
      setKeyChange('select');
      return;
    }
    edit(step.action);
    setKeyChange(step.change);
  };
  const selectedIndex = selected ? layers.indexOf(selected) : -1;
  const announcement = selected && keyChange ? `${layerLabel(selected, selectedIndex)} ${keyChange === 'select' ? '선택됨' : describeLayerChange(selected, keyChange)}` : '';

  return (
    <section className={styles.canvasColumn} aria-label="디자인 편집">
      <div className={styles.sideBar}>
        <div role="tablist" aria-label="인쇄 면" className={styles.tabs}>
          {(['front', 'back'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={side === name} className={styles.tab} onClick={() => onSide(name)}>
              {DESIGN_SIDE_LABELS[name]}
            </button>
          ))}
        </div>
        <div role="radiogroup" aria-label="앞뒷면 디자인" className={styles.modes}>
          <button type="button" role="radio" aria-checked={design.sideMode === SIDE_MODES.same} onClick={() => edit({ type: 'setSideMode', mode: SIDE_MODES.same })}>
            앞뒤 동일
          </button>
          <button type="button" role="radio" aria-checked={design.sideMode === SIDE_MODES.different} onClick={() => edit({ type: 'setSideMode', mode: SIDE_MODES.different })}>
            앞뒤 다르게
          </button>
        </div>
      </div>
      {!editable && <p className={styles.hint}>앞뒤 동일로 만들면 뒷면에도 앞면 디자인이 인쇄됩니다. 뒷면을 따로 꾸미려면 ‘앞뒤 다르게’를 고르세요.</p>}
      {design.sideMode === SIDE_MODES.different && side === 'back' && (
        <button type="button" className={`${button.outline} ${button.small}`} onClick={() => edit({ type: 'copyFrontToBack' })}>
          앞면 디자인 복사
        </button>
      )}
      <p id="canvas-keys" className={styles.hint}>
        캔버스에서: 화살표 이동(Shift 크게) · + − 크기 · [ ] 회전 · Esc 선택 해제
      </p>
      <div
        ref={stageBox}
        className={styles.stage}
        data-testid="designer-stage"
        data-side={side}
        tabIndex={0}
        role="application"
        aria-roledescription="디자인 캔버스"
        aria-label={`${DESIGN_SIDE_LABELS[side]} 디자인 캔버스${selected ? `, ${layerLabel(selected, selectedIndex)} 선택됨` : ''}`}
        aria-describedby="canvas-keys"
        onKeyDown={onCanvasKey}
      >
        <DesignerCanvas
          design={design}
          side={side}
          size={stageSize}
          images={images}
          selectedId={selectedId}
          onSelect={onSelect}
          onEdit={edit}
          fontFamily={cssFontFamily}
          fontsVersion={fontsVersion}
        />
      </div>
      <p className="visually-hidden" role="status" data-testid="canvas-announcement">
        {announcement}
      </p>
      <HistoryButtons className={styles.history} canUndo={handle.canUndo} canRedo={handle.canRedo} onUndo={handle.undo} onRedo={handle.redo} />
      <ResolutionNotice design={design} className={styles.warning} />
    </section>
  );
}
