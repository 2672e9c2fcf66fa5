// Print-ready output, rendered on the server from the stored design (never from the shopper's
// browser): each side as a PNG at 300 DPI — the 30 mm shape (354 px) plus 2 mm bleed (24 px) on
// every side, cushion colour to the bleed edge, artwork clipped to the shape, and the cut line.
// konva draws through node-canvas (konva/canvas-backend); the drawing is the designer's own scene.
// Pictures come only from the shop's own uploads, and their pixel count is checked before decoding.
import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Konva from 'konva';
import 'konva/canvas-backend';
import { loadImage, registerFont, type Image as CanvasImage } from 'canvas';
import { imageSize } from 'image-size';
import { printGeometry, printedLayers, type DampenerDesign, type DesignSideName } from '@courtside/core/design';
import { buildSideLayer } from '@courtside/designer/scene';
import { readUpload } from '@/lib/server/uploads/upload-store';
import { isUploadKey } from '@/lib/server/uploads/upload-rules';

/** Cut line colour: magenta, the print shop's usual spot colour for die lines. */
export const CUT_LINE_COLOR = '#EC008C';

export class RenderError extends Error {
  constructor(readonly code: 'IMAGE_DOWNLOAD_FAILED', readonly url: string) {
    super(`${code}: ${url}`);
  }
}

/**
 * Font files for the design fonts: Pretendard (what the browser draws) from the app's own
 * node_modules, else Nanum Gothic from the system. Paths are built at run time (and kept out of the
 * bundler's tracing): they are data files, not modules.
 */
function fontFiles(): { path: string; weight: 'normal' | 'bold' }[] {
  const pretendard = join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'pretendard', 'dist', 'public', 'static');
  const nanum = '/usr/share/fonts/truetype/nanum';
  const pick = (own: string, system: string): string => (existsSync(/*turbopackIgnore: true*/ join(pretendard, own)) ? join(pretendard, own) : join(nanum, system));
  return [
    { path: pick('Pretendard-Regular.otf', 'NanumGothic.ttf'), weight: 'normal' },
    { path: pick('Pretendard-Bold.otf', 'NanumGothicBold.ttf'), weight: 'bold' },
  ];
}

let fontsRegistered = false;

/** node-canvas must know the fonts before it draws; registered once per process. */
export function registerDesignFonts(): void {
  if (fontsRegistered) return;
  for (const file of fontFiles()) {
    if (existsSync(/*turbopackIgnore: true*/ file.path)) registerFont(/*turbopackIgnore: true*/ file.path, { family: 'Pretendard', weight: file.weight });
  }
  fontsRegistered = true;
}

/** Largest picture decoded for print (about 100 MB of RGBA); a small file can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * The bytes of a layer's picture: only the shop's own stored uploads (`/api/upload/<key>` or
 * `/uploads/<key>` on any host: the key names the file). The renderer never fetches a URL, so a
 * design cannot make the server call another address (or follow its redirects).
 */
export async function readDesignImage(url: string): Promise<Uint8Array> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RenderError('IMAGE_DOWNLOAD_FAILED', url);
  }
  const local = /^\/(?:api\/upload|uploads)\/(.+)$/.exec(parsed.pathname)?.[1];
  let key = '';
  try {
    key = local ? decodeURIComponent(local) : '';
  } catch {
    key = '';
  }
  // A store that is down answers like a missing file.
  const bytes = isUploadKey(key) ? await readUpload(key).catch(() => null) : null;
  if (!bytes) throw new RenderError('IMAGE_DOWNLOAD_FAILED', url);
  return bytes;
}

/** Width × height read from the file's header, refused past MAX_IMAGE_PIXELS before anything decodes it. */
export function assertDecodable(bytes: Uint8Array, url: string): void {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new RenderError('IMAGE_DOWNLOAD_FAILED', url);
  }
  const pixels = (size.width ?? 0) * (size.height ?? 0);
  if (pixels <= 0 || pixels > MAX_IMAGE_PIXELS) throw new RenderError('IMAGE_DOWNLOAD_FAILED', url);
}

export interface RenderOptions {
  dpi?: number;
  /** Where picture bytes come from (tests pass files they made). */
  readImage?: (url: string) => Promise<Uint8Array>;
}

async function pictures(design: DampenerDesign, side: DesignSideName, read: (url: string) => Promise<Uint8Array>): Promise<Map<string, CanvasImage>> {
  const images = new Map<string, CanvasImage>();
  for (const layer of printedLayers(design, side)) {
    if (layer.kind !== 'image' || images.has(layer.url)) continue;
    const bytes = await read(layer.url);
    assertDecodable(bytes, layer.url);
    try {
      images.set(layer.url, await loadImage(Buffer.from(bytes)));
    } catch {
      throw new RenderError('IMAGE_DOWNLOAD_FAILED', layer.url);
    }
  }
  return images;
}

/** One printed side as a PNG file (with its DPI recorded in the file). */
export async function renderSidePng(design: DampenerDesign, side: DesignSideName, options: RenderOptions = {}): Promise<Buffer> {
  registerDesignFonts();
  const geometry = printGeometry(options.dpi);
  const images = await pictures(design, side, options.readImage ?? readDesignImage);
  const stage = new Konva.Stage({ width: geometry.sizePx, height: geometry.sizePx } as Konva.StageConfig);
  try {
    const layer = buildSideLayer(design, side, {
      pxPerMm: geometry.pxPerMm,
      bleedPx: geometry.bleedPx,
      // node-canvas's Image is what konva's canvas backend draws; the DOM type names it differently.
      images: images as unknown as ReadonlyMap<string, CanvasImageSource>,
      cutLine: { color: CUT_LINE_COLOR, width: Math.max(1, Math.round(geometry.dpi / 150)) },
    });
    stage.add(layer);
    const canvas = layer.toCanvas({ pixelRatio: 1 }) as unknown as { toBuffer(mime: 'image/png', config?: { resolution?: number }): Buffer };
    return canvas.toBuffer('image/png', { resolution: geometry.dpi });
  } finally {
    stage.destroy();
  }
}
