'use client';
// The template editor's layers on its canvas: the template picture, the shopper's text and one
// picture (uploaded through the own server), drawn whenever they change (after the Korean glyphs
// load), moved by dragging or the arrow keys and kept inside the printable area.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useOwnApi } from '@/components/providers';
import { areaCenter, clampCenter, contains, fitInside, toTemplatePoint, type Point } from '@/lib/pod/editor-geometry';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast/toast-store';
import { drawScene, fontOf, loadImage, measureText, type ImageLayerState, type Scene, type TextLayerState } from './template-canvas';
import type { EditorTemplate } from './template-editor';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function useTemplateLayers(template: EditorTemplate) {
  const ownApi = useOwnApi();
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

  return {
    canvasRef,
    scene,
    text,
    setText,
    image,
    removeImage: () => setImage(null),
    uploading,
    onImageFile,
    canvasHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: () => (drag.current = null),
      onPointerCancel: () => (drag.current = null),
      onKeyDown,
    },
  };
}
