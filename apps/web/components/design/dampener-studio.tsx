'use client';
// /custom/dampener: the dampener designer page. The design document lives in core's undo/redo
// editor; the canvas, layer list and export come from @courtside/designer; this file wires the
// seed's dialogs, uploads, the design box and the cart around them.
import { useState } from 'react';
import {
  CUSHION_MATERIALS,
  DAMPENER_COLORS,
  DESIGN_SHAPE_LABELS,
  DESIGN_SIDE_LABELS,
  SIDE_MODES,
  createDampenerDesign,
  cushionColorName,
  isSideEditable,
  printedLayers,
  type DampenerDesignRecord,
  type DesignSideName,
  type DesignShape,
} from '@courtside/core/design';
import { formatWon } from '@courtside/core/format';
import { DesignerCanvas, HistoryButtons, LayerList, ResolutionNotice, useDesignEditor, useFontsReady, useLoadedImages, layerLabel } from '@courtside/designer';
import type { CustomDampenerProduct } from '@/lib/designs/design-cart';
import { useAuthStore } from '@/lib/session/auth-store';
import { loginPathFor } from '@/lib/safe-redirect';
import button from '@/components/ui/button.module.css';
import { AddColorModal, MaterialModal, ShapeModal } from './design-choice-modals';
import { DesignBoxModal } from './design-box-modal';
import { DesignPreviewModal } from './design-preview-modal';
import { GuestGuideModal } from './guest-guide-modal';
import { ImageUpload } from './image-upload';
import { SaveDesignModal } from './save-design-modal';
import { TextTool } from './text-tool';
import { cssFontFamily } from './fonts';
import { useDesignActions } from './use-design-actions';
import { newLayerId } from './new-layer-id';
import styles from './studio.module.css';
import { useStageSize } from './use-stage-size';
import { describeLayerChange, layerKeyEdit, type LayerKeyChange } from '@/lib/designs/layer-keys';
import { useCurrentPath } from '@/components/layout/last-page';

type Dialog = 'shape' | 'material' | 'color' | 'preview' | 'box' | 'save' | 'guest' | null;

export function DampenerStudio({ product, askShapeFirst }: { product: CustomDampenerProduct | null; askShapeFirst: boolean }) {
  const pathname = useCurrentPath();
  const handle = useDesignEditor(() => createDampenerDesign('circle'));
  const { design, edit } = handle;
  const [side, setSide] = useState<DesignSideName>('front');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(askShapeFirst ? 'shape' : null);
  // The first visit walks through shape, then material; later changes open one dialog at a time.
  const [onboarding, setOnboarding] = useState(askShapeFirst);
  const [loadedCreateTime, setLoadedCreateTime] = useState<string | null>(null);
  const [orderCnt, setOrderCnt] = useState(1);
  const [stageBox, stageSize] = useStageSize();
  // What the last canvas key did, read out from the layer as it is now (after containment).
  const [keyChange, setKeyChange] = useState<LayerKeyChange | 'select' | null>(null);

  const hydrated = useAuthStore((s) => s.hydrated);
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const memberId = useAuthStore((s) => s.profile?.memberId ?? null);
  const identityKnown = hydrated && (!loggedIn || memberId !== null);
  const { save, addToCart } = useDesignActions(product, loggedIn ? memberId : null);

  const layers = printedLayers(design, side);
  const editable = isSideEditable(design, side);
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  const images = useLoadedImages([...design.front.layers, ...design.back.layers].flatMap((l) => (l.kind === 'image' ? [l.url] : [])));
  const fonts = useFontsReady(design, cssFontFamily);
  const busy = save.isPending || addToCart.isPending;

  // A native dialog reports its close after the fact: only close what is still open, so closing
  // one dialog to open the next (shape → material) does not shut the next one too.
  const closeDialog = (name: Exclude<Dialog, null>) => () => setDialog((current) => (current === name ? null : current));

  const pickSide = (next: DesignSideName) => {
    setSide(next);
    setSelectedId(null);
  };

  const loadRecord = (record: DampenerDesignRecord) => {
    handle.load(record.design);
    setLoadedCreateTime(record.createTime);
    setSide('front');
    setSelectedId(null);
    setDialog(null);
  };

  // The shape → material wizard (or one of its dialogs) is done: the canvas is where work goes on.
  const focusCanvas = () => window.requestAnimationFrame(() => stageBox.current?.focus());

  const onCanvasKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!editable || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && selectedId) {
      setSelectedId(null);
      setKeyChange(null);
      return;
    }
    const target = selected ?? layers[layers.length - 1] ?? null;
    if (!target) return;
    if (!selected) {
      // The first key picks the top layer; the next ones change it.
      if (layerKeyEdit(target, side, event.key, event.shiftKey) === null && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setSelectedId(target.id);
      setKeyChange('select');
      return;
    }
    const keyed = layerKeyEdit(target, side, event.key, event.shiftKey);
    if (!keyed) return;
    event.preventDefault();
    edit(keyed.action);
    setKeyChange(keyed.change);
  };
  const selectedIndex = selected ? layers.indexOf(selected) : -1;
  const announcement = selected && keyChange ? `${layerLabel(selected, selectedIndex)} ${keyChange === 'select' ? '선택됨' : describeLayerChange(selected, keyChange)}` : '';

  const putInCart = () => addToCart.mutate({ design, orderCnt, createTime: loadedCreateTime });

  return (
    <div className={styles.studio} data-testid="dampener-studio" data-fonts-ready={fonts.ready ? 'true' : 'false'}>
      <h1 className={styles.heading}>나만의 댐프너 만들기</h1>

      <section className={styles.settings} aria-label="기본 설정">
        <div className={styles.setting}>
          <span>모양: {DESIGN_SHAPE_LABELS[design.shape]}</span>
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setDialog('shape')}>
            모양 선택
          </button>
        </div>
        <div className={styles.setting}>
          <span>소재: {CUSHION_MATERIALS.find((m) => m.key === design.cushionMaterial)?.name ?? design.cushionMaterial}</span>
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setDialog('material')}>
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
            <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setDialog('color')}>
              색상 추가
            </button>
          </div>
        </div>
      </section>

      <div className={styles.workspace}>
        <section className={styles.canvasColumn} aria-label="디자인 편집">
          <div className={styles.sideBar}>
            <div role="tablist" aria-label="인쇄 면" className={styles.tabs}>
              {(['front', 'back'] as const).map((name) => (
                <button key={name} type="button" role="tab" aria-selected={side === name} className={styles.tab} onClick={() => pickSide(name)}>
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
              onSelect={setSelectedId}
              onEdit={edit}
              fontFamily={cssFontFamily}
              fontsVersion={fonts.version}
            />
          </div>
          <p className="visually-hidden" role="status" data-testid="canvas-announcement">
            {announcement}
          </p>
          <HistoryButtons className={styles.history} canUndo={handle.canUndo} canRedo={handle.canRedo} onUndo={handle.undo} onRedo={handle.redo} />
          <ResolutionNotice design={design} className={styles.warning} />
        </section>

        <section className={styles.tools} aria-label="도구">
          <ImageUpload
            disabled={!editable}
            onAdd={(layer) => {
              const id = newLayerId('img');
              edit({ type: 'addLayer', side, layer: { ...layer, id } });
              setSelectedId(id);
            }}
          />
          <TextTool
            disabled={!editable}
            selected={selected?.kind === 'text' ? selected : null}
            onAdd={(text) => {
              const id = newLayerId('txt');
              edit({ type: 'addLayer', side, layer: { id, kind: 'text', x: 15, y: 15, scale: 1, rotation: 0, ...text } });
              setSelectedId(id);
            }}
            onChange={(changes) => selected && edit({ type: 'updateText', side, id: selected.id, changes })}
          />
          <div className={styles.tool}>
            <h2 className={styles.toolTitle}>레이어</h2>
            <LayerList className={styles.layers} layers={layers} side={side} editable={editable} selectedId={selectedId} onSelect={setSelectedId} onEdit={edit} />
          </div>
        </section>
      </div>

      <section className={styles.actions} aria-label="저장과 주문">
        <button type="button" className={button.outline} onClick={() => setDialog('preview')}>
          미리보기
        </button>
        {loggedIn && memberId && (
          <>
            <button type="button" className={button.outline} onClick={() => setDialog('box')}>
              디자인 보관함
            </button>
            <button type="button" className={button.outline} disabled={busy} onClick={() => setDialog('save')}>
              디자인 저장
            </button>
          </>
        )}
        {!loggedIn && hydrated && (
          <a className={button.outline} href={loginPathFor(pathname)}>
            로그인하고 디자인 저장
          </a>
        )}
        <label className={styles.quantity}>
          수량
          <input type="number" min={1} max={999} value={orderCnt} onChange={(event) => setOrderCnt(Math.min(999, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))} />
        </label>
        {product && <span className={styles.price}>{formatWon(product.buyPrice * orderCnt)}</span>}
        <button
          type="button"
          className={button.primary}
          disabled={!product || busy || !identityKnown}
          onClick={() => (loggedIn ? putInCart() : setDialog('guest'))}
        >
          {addToCart.isPending ? '담는 중…' : '장바구니 담기'}
        </button>
        {!product && <p className={styles.warning}>지금은 커스텀 댐프너를 주문할 수 없습니다. 잠시 후 다시 시도해 주세요.</p>}
      </section>

      <ShapeModal
        open={dialog === 'shape'}
        current={design.shape}
        onClose={closeDialog('shape')}
        onPick={(shape: DesignShape) => {
          edit({ type: 'setShape', shape });
          setDialog(onboarding ? 'material' : null);
          if (!onboarding) focusCanvas();
        }}
      />
      <MaterialModal
        open={dialog === 'material'}
        current={design.cushionMaterial}
        onClose={() => {
          if (onboarding) focusCanvas();
          setOnboarding(false);
          closeDialog('material')();
        }}
        onPick={(material) => {
          edit({ type: 'setMaterial', material });
          setOnboarding(false);
          setDialog(null);
          focusCanvas();
        }}
      />
      <AddColorModal
        open={dialog === 'color'}
        current={design.cushionColor.palette === 'extended' ? design.cushionColor.key : null}
        onClose={closeDialog('color')}
        onPick={(key) => {
          edit({ type: 'setCushionColor', color: { palette: 'extended', key } });
          setDialog(null);
        }}
      />
      <DesignPreviewModal open={dialog === 'preview'} design={design} onClose={closeDialog('preview')} />
      {memberId && <DesignBoxModal open={dialog === 'box'} memberId={memberId} onClose={closeDialog('box')} onLoad={loadRecord} />}
      <SaveDesignModal
        open={dialog === 'save'}
        loadedCreateTime={loadedCreateTime}
        saving={save.isPending}
        onClose={closeDialog('save')}
        onSave={(mode) =>
          save.mutate(
            { design, overwrite: mode === 'overwrite' ? loadedCreateTime : null },
            {
              onSuccess: (record) => {
                setLoadedCreateTime(record.create_time);
                setDialog(null);
              },
            },
          )
        }
      />
      <GuestGuideModal
        open={dialog === 'guest'}
        returnPath={pathname}
        onClose={closeDialog('guest')}
        onGuest={() => {
          setDialog(null);
          putInCart();
        }}
      />
    </div>
  );
}
