// Drawing the template editor on a <canvas> in template pixels: the mock-up picture, the printable
// area, then the shopper's picture and text clipped to that area. The same drawing, without the
// guides, becomes the design thumbnail the cart and production show.
import type { Area, Point, Size } from '@/lib/pod/editor-geometry';

export const EDITOR_FONT = '"Pretendard Variable", Pretendard, "Noto Sans KR", sans-serif';
export const TEXT_LINE_HEIGHT = 1.2;

export interface TextLayerState {
  text: string;
  fontSize: number;
  color: string;
  center: Point;
}

export interface ImageLayerState {
  /** Uploaded address (kept in the document). */
  url: string;
  /** The picture as loaded in this tab (drawn; a blob: URL keeps the canvas exportable). */
  element: HTMLImageElement;
  center: Point;
  size: Size;
}

export interface Scene {
  template: HTMLImageElement | null;
  layout: Size;
  area: Area;
  image: ImageLayerState | null;
  text: TextLayerState;
  /** Which layer is being moved; drawn with an outline (never in the exported design). */
  active: 'image' | 'text' | null;
}

export function fontOf(size: number): string {
  return `700 ${size}px ${EDITOR_FONT}`;
}

/** The text block's size as the canvas measures it (lines stacked at TEXT_LINE_HEIGHT). */
export function measureText(ctx: CanvasRenderingContext2D, layer: Pick<TextLayerState, 'text' | 'fontSize'>): Size {
  const lines = layer.text.split('\n');
  ctx.font = fontOf(layer.fontSize);
  const width = Math.max(0, ...lines.map((line) => ctx.measureText(line).width));
  return { width: Math.ceil(width), height: Math.ceil(lines.length * layer.fontSize * TEXT_LINE_HEIGHT) };
}

export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, guides: boolean): void {
  const { layout, area } = scene;
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.fillStyle = '#f5f5f7';
  ctx.fillRect(0, 0, layout.width, layout.height);
  if (scene.template) ctx.drawImage(scene.template, 0, 0, layout.width, layout.height);

  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.width, area.height);
  ctx.clip();
  if (scene.image) {
    const { element, center, size } = scene.image;
    ctx.drawImage(element, center.x - size.width / 2, center.y - size.height / 2, size.width, size.height);
  }
  if (scene.text.text.trim() !== '') {
    const lines = scene.text.text.split('\n');
    const lineHeight = scene.text.fontSize * TEXT_LINE_HEIGHT;
    ctx.font = fontOf(scene.text.fontSize);
    ctx.fillStyle = scene.text.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const top = scene.text.center.y - (lines.length * lineHeight) / 2 + lineHeight / 2;
    lines.forEach((line, i) => ctx.fillText(line, scene.text.center.x, top + i * lineHeight));
  }
  ctx.restore();

  if (!guides) return;
  ctx.save();
  ctx.setLineDash([8, 6]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#0a7a3e';
  ctx.strokeRect(area.x, area.y, area.width, area.height);
  if (scene.active) {
    const box =
      scene.active === 'image' && scene.image
        ? { center: scene.image.center, size: scene.image.size }
        : { center: scene.text.center, size: measureText(ctx, scene.text) };
    ctx.setLineDash([]);
    ctx.strokeStyle = '#1a73e8';
    ctx.strokeRect(box.center.x - box.size.width / 2 - 4, box.center.y - box.size.height / 2 - 4, box.size.width + 8, box.size.height + 8);
  }
  ctx.restore();
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`image failed: ${src}`));
    img.src = src;
  });
}

/** The design without guides as a PNG. */
export function exportDesign(scene: Scene): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = scene.layout.width;
  canvas.height = scene.layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas unavailable'));
  drawScene(ctx, { ...scene, active: null }, false);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('export failed'))), 'image/png'));
}
