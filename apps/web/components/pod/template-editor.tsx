'use client';
// The template editor (the stand-in partner's editor): the template picture with its printable
// area, the shopper's Korean text and one picture, moved by dragging (or the arrow keys) and kept
// inside the area. Save → the editor callback (project, cart); COMPLETE_SAVE goes to the cart.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PALETTE_COLORS } from '@courtside/core/design';
import { formatWon } from '@courtside/core/format';
import { type PodVariant, type ProductOption } from '@courtside/core/api';
import { useOwnApi } from '@/components/providers';
import button from '@/components/ui/button.module.css';
import { areaCenter, clampCenter, contains, fitInside, toTemplatePoint, type Point } from '@/lib/pod/editor-geometry';
import type { PodMallProduct } from '@/lib/pod/pod-cart';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import { AddToCartModal } from './add-to-cart-modal';
import { GuestGuideModal } from './guest-guide-modal';
import styles from './pod.module.css';
import { drawScene, exportDesign, fontOf, loadImage, measureText, type ImageLayerState, type Scene, type TextLayerState } from './template-canvas';
import { usePodIdentity } from './use-pod-identity';
import { usePodSave, type SaveMode } from './use-pod-save';

export interface EditorTemplate {
  design_template_id: string;
  name: string;
  image_url: string;
  layout: { width: number; height: number; area: { x: number; y: number; width: number; height: number } };
}

export interface TemplateEditorProps {
  channelProductName: string;
  template: EditorTemplate;
  variant: PodVariant;
  product: PodMallProduct;
  option: ProductOption;
  /** This page with its query, for the login link of the guest guide. */
  returnPath: string;
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const TEXT_COLORS = PALETTE_COLORS.filter((c) => ['black', 'white', 'navy', 'red', 'cobaltBlue', 'green', 'hotPink', 'yellow'].includes(c.key));

export function TemplateEditor({ channelProductName, template, variant, product, option, returnPath }: TemplateEditorProps) {
  const ownApi = useOwnApi();
  const pod = usePodIdentity();
  const save = usePodSave({ product, option, variantId: variant.variant_id, designTemplateId: template.design_template_id });
  const { layout } = template;
  const area = layout.area;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ layer: 'image' | 'text'; offset: Point } | null>(null);

  const [templateImage, setTemplateImage] = useState<HTMLImageElement | null>(null);
  const [text, setText] = useState<TextLayerState>(() => ({
    text: '',
    fontSize: Math.max(16, Math.min(96, Math.round(area.height / 4))),
    color: '#111111',
    center: areaCenter(area),
  }));
  const [image, setImage] = useState<ImageLayerState | null>(null);
  const [active, setActive] = useState<'image' | 'text' | null>(null);
  const [uploading, setUploading] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [guideFor, setGuideFor] = useState<SaveMode | null>(null);
  const [savedModal, setSavedModal] = useState<{ thumbnail: string; cartHref: string } | null>(null);
  const [fontsReady, setFontsReady] = useState(0);

  const scene: Scene = useMemo(() => ({ template: templateImage, layout, area, image, text, active }), [templateImage, layout, area, image, text, active]);

  useEffect(() => {
    let live = true;
    loadImage(template.image_url).then((img) => live && setTemplateImage(img), () => live && setTemplateImage(null));
    return () => {
      live = false;
    };
  }, [template.image_url]);

  // Korean glyphs must be loaded before drawing, or the canvas draws fallback boxes once.
  useEffect(() => {
    if (typeof document === 'undefined' || !('fonts' in document)) return;
    let live = true;
    document.fonts.load(fontOf(text.fontSize), text.text || '가').then(() => live && setFontsReady((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [text.fontSize, text.text]);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) drawScene(ctx, scene, true);
  }, [scene, fontsReady]);

  const textSize = () => {
    const ctx = canvasRef.current?.getContext('2d');
    return ctx ? measureText(ctx, text) : { width: 0, height: 0 };
  };

  function moveLayer(layer: 'image' | 'text', center: Point) {
    if (layer === 'image') setImage((current) => (current ? { ...current, center: clampCenter(center, current.size, area) } : current));
    else setText((current) => ({ ...current, center: clampCenter(center, textSize(), area) }));
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const point = toTemplatePoint({ x: event.clientX, y: event.clientY }, canvas.getBoundingClientRect(), layout);
    const hitText = text.text.trim() !== '' && contains({ center: text.center, size: textSize() }, point);
    const hitImage = image !== null && contains({ center: image.center, size: image.size }, point);
    const layer = hitText ? 'text' : hitImage ? 'image' : null;
    setActive(layer);
    if (!layer) return;
    const center = layer === 'text' ? text.center : (image?.center ?? point);
    drag.current = { layer, offset: { x: point.x - center.x, y: point.y - center.y } };
    canvas.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = canvasRef.current;
    if (!canvas || !drag.current) return;
    const point = toTemplatePoint({ x: event.clientX, y: event.clientY }, canvas.getBoundingClientRect(), layout);
    moveLayer(drag.current.layer, { x: point.x - drag.current.offset.x, y: point.y - drag.current.offset.y });
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? 10 : 2;
    const delta: Record<string, Point> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    const layer = active ?? 'text';
    const from = layer === 'image' && image ? image.center : text.center;
    moveLayer(layer, { x: from.x + d.x, y: from.y + d.y });
  }

  async function onImageFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > MAX_IMAGE_BYTES) {
      showToast('10MB 이하의 이미지 파일(jpg, png, gif, webp)만 올릴 수 있습니다.', 'error');
      return;
    }
    setUploading(true);
    try {
      const element = await loadImage(URL.createObjectURL(file));
      const url = await ownApi.uploadFile({ fileName: file.name, fileType: file.type, bucket: 'pod', body: await file.arrayBuffer() });
      const size = fitInside({ width: element.naturalWidth, height: element.naturalHeight }, area);
      setImage({ url, element, size, center: areaCenter(area) });
      setActive('image');
    } catch (error) {
      showToast(errorMessage(error, 'UPLOAD_FAILED'), 'error');
    } finally {
      setUploading(false);
    }
  }

  async function startSave(mode: SaveMode, identity = pod.identity, member = pod.status === 'member') {
    if (text.text.trim() === '' && !image) {
      showToast('문구를 입력하거나 이미지를 올려 주세요.', 'error');
      return;
    }
    let blob: Blob;
    try {
      blob = await exportDesign(scene);
    } catch {
      showToast('디자인 이미지를 만들지 못했습니다. 다시 시도해 주세요.', 'error');
      return;
    }
    const document = {
      text: text.text,
      fontSize: text.fontSize,
      color: text.color,
      textX: Math.round(text.center.x),
      textY: Math.round(text.center.y),
      ...(image ? { imageUrl: image.url, imageX: Math.round(image.center.x), imageY: Math.round(image.center.y), imageWidth: image.size.width, imageHeight: image.size.height } : {}),
    };
    save.mutate(
      { mode, member, identity, document, image: blob, quantity },
      { onSuccess: (saved) => saved.mode === 'SAVE' && setSavedModal({ thumbnail: saved.thumbnail, cartHref: saved.cartHref }) },
    );
  }

  function onSave(mode: SaveMode) {
    if (pod.status === 'loading') return;
    if (pod.status === 'none') {
      setGuideFor(mode);
      return;
    }
    void startSave(mode);
  }

  const busy = save.isPending || uploading;
  return (
    <div className={styles.editor}>
      <div className={styles.stage}>
        <canvas
          ref={canvasRef}
          width={layout.width}
          height={layout.height}
          tabIndex={0}
          role="img"
          aria-label={`${template.name} 디자인 편집 영역. 문구와 이미지를 끌어서 옮기거나 화살표 키로 움직일 수 있습니다.`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          data-testid="pod-editor-canvas"
        />
      </div>
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
          <button type="button" className={`${button.outline} ${button.small}`} onClick={() => setImage(null)}>
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
            {save.isPending ? '저장 중…' : '저장 후 장바구니로'}
          </button>
        </div>
      </div>
      <GuestGuideModal
        open={guideFor !== null}
        onClose={() => setGuideFor(null)}
        returnPath={returnPath}
        onGuest={() => {
          const mode = guideFor ?? 'SAVE';
          setGuideFor(null);
          void startSave(mode, pod.startGuest(), false);
        }}
      />
      <AddToCartModal open={savedModal !== null} onClose={() => setSavedModal(null)} thumbnail={savedModal?.thumbnail ?? null} cartHref={savedModal?.cartHref ?? '/cart'} />
    </div>
  );
}
