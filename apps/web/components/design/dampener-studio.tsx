'use client';
// /custom/dampener: the dampener designer page. The design document lives in core's undo/redo
// editor; the canvas, layer list, keys and export come from @courtside/designer. This file holds the
// page's state and puts its parts together: settings (studio-settings.tsx), the canvas column
// (studio-canvas.tsx), the tools, saving and ordering (studio-actions.tsx) and the dialogs
// (studio-dialogs.tsx); uploads, the design box and the cart are use-design-actions.ts.
import { useState } from 'react';
import { createDampenerDesign, isSideEditable, printedLayers, type DampenerDesignRecord, type DesignSideName } from '@courtside/core/design';
import { LayerList, useDesignEditor, useFontsReady, useLoadedImages } from '@courtside/designer';
import type { CustomDampenerProduct } from '@/lib/designs/design-cart';
import { useAuthStore } from '@/lib/session/auth-store';
import { useCurrentPath } from '@/components/layout/last-page';
import { ImageUpload } from './image-upload';
import { TextTool } from './text-tool';
import { cssFontFamily } from './fonts';
import { useDesignActions } from './use-design-actions';
import { newLayerId } from './new-layer-id';
import { StudioActions } from './studio-actions';
import { StudioCanvas } from './studio-canvas';
import { StudioDialogs, type StudioDialog } from './studio-dialogs';
import { StudioSettings } from './studio-settings';
import { useStageSize } from './use-stage-size';
import styles from './studio.module.css';

export function DampenerStudio({ product, askShapeFirst }: { product: CustomDampenerProduct | null; askShapeFirst: boolean }) {
  const pathname = useCurrentPath();
  const handle = useDesignEditor(() => createDampenerDesign('circle'));
  const { design, edit } = handle;
  const [side, setSide] = useState<DesignSideName>('front');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<StudioDialog>(askShapeFirst ? 'shape' : null);
  // The first visit walks through shape, then material; later changes open one dialog at a time.
  const [onboarding, setOnboarding] = useState(askShapeFirst);
  const [loadedCreateTime, setLoadedCreateTime] = useState<string | null>(null);
  const [orderCnt, setOrderCnt] = useState(1);
  const [stageBox, stageSize] = useStageSize();

  const hydrated = useAuthStore((s) => s.hydrated);
  const loggedIn = useAuthStore((s) => s.session.status === 'active');
  const memberId = useAuthStore((s) => s.profile?.memberId ?? null);
  const { save, addToCart } = useDesignActions(product, loggedIn ? memberId : null);

  const layers = printedLayers(design, side);
  const editable = isSideEditable(design, side);
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  const images = useLoadedImages([...design.front.layers, ...design.back.layers].flatMap((l) => (l.kind === 'image' ? [l.url] : [])));
  const fonts = useFontsReady(design, cssFontFamily);
  const busy = save.isPending || addToCart.isPending;

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

  const putInCart = () => addToCart.mutate({ design, orderCnt, createTime: loadedCreateTime });

  return (
    <div className={styles.studio} data-testid="dampener-studio" data-fonts-ready={fonts.ready ? 'true' : 'false'}>
      <h1 className={styles.heading}>나만의 댐프너 만들기</h1>

      <StudioSettings design={design} edit={edit} onOpen={setDialog} />

      <div className={styles.workspace}>
        <StudioCanvas
          handle={handle}
          side={side}
          onSide={pickSide}
          layers={layers}
          editable={editable}
          selectedId={selectedId}
          onSelect={setSelectedId}
          images={images}
          fontsVersion={fonts.version}
          stageBox={stageBox}
          stageSize={stageSize}
        />

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

      <StudioActions
        product={product}
        orderCnt={orderCnt}
        onOrderCnt={setOrderCnt}
        hydrated={hydrated}
        loggedIn={loggedIn}
        memberId={memberId}
        pathname={pathname}
        busy={busy}
        adding={addToCart.isPending}
        onOpen={setDialog}
        onCart={() => (loggedIn ? putInCart() : setDialog('guest'))}
      />

      <StudioDialogs
        dialog={dialog}
        onDialog={setDialog}
        design={design}
        edit={edit}
        onboarding={onboarding}
        onOnboarding={setOnboarding}
        focusCanvas={focusCanvas}
        memberId={memberId}
        loadedCreateTime={loadedCreateTime}
        saving={save.isPending}
        onLoad={loadRecord}
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
        pathname={pathname}
        onGuestCart={putInCart}
      />
    </div>
  );
}
