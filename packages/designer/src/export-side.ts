// The editor image of one side as a PNG, drawn off screen from the document (not a screenshot of
// the editor: no handles, no safe-area guide), after its pictures and fonts are in.
import Konva from 'konva';
import { DAMPENER_SIZE_MM, printedLayers, type DampenerDesign, type DesignSideName } from '@courtside/core/design';
import { buildSideLayer, sceneSize } from './scene/side-scene.ts';
import { fontRequests, loadFonts } from './use-fonts-ready.ts';
import { loadImage } from './use-loaded-images.ts';

export interface ExportOptions {
  /** Width and height of the PNG, px (the cut line sits 2 mm in from the edge). */
  size?: number;
  fontFamily: (family: string) => string;
}

export const EDITOR_IMAGE_SIZE = 600;
const EXPORT_BLEED_MM = 2;

function drawSide(design: DampenerDesign, side: DesignSideName, images: Map<string, HTMLImageElement>, options: ExportOptions): Konva.Stage {
  const size = options.size ?? EDITOR_IMAGE_SIZE;
  const pxPerMm = size / (DAMPENER_SIZE_MM + 2 * EXPORT_BLEED_MM);
  const bleedPx = EXPORT_BLEED_MM * pxPerMm;
  const container = document.createElement('div');
  const stage = new Konva.Stage({ container, width: sceneSize(DAMPENER_SIZE_MM * pxPerMm, bleedPx), height: size });
  stage.add(buildSideLayer(design, side, { pxPerMm, bleedPx, images, fontFamily: options.fontFamily, cutLine: null }));
  return stage;
}

async function prepared(design: DampenerDesign, side: DesignSideName, options: ExportOptions): Promise<Map<string, HTMLImageElement>> {
  await loadFonts(fontRequests(design, options.fontFamily));
  const images = new Map<string, HTMLImageElement>();
  for (const layer of printedLayers(design, side)) {
    if (layer.kind === 'image') images.set(layer.url, await loadImage(layer.url));
  }
  return images;
}

export async function exportSideDataUrl(design: DampenerDesign, side: DesignSideName, options: ExportOptions): Promise<string> {
  const stage = drawSide(design, side, await prepared(design, side, options), options);
  try {
    return stage.toDataURL({ mimeType: 'image/png', pixelRatio: 1 });
  } finally {
    stage.destroy();
  }
}

export async function exportSideBlob(design: DampenerDesign, side: DesignSideName, options: ExportOptions): Promise<Blob> {
  const stage = drawSide(design, side, await prepared(design, side, options), options);
  try {
    const blob = await stage.toBlob({ mimeType: 'image/png', pixelRatio: 1 });
    if (!(blob instanceof Blob)) throw new Error('export failed');
    return blob;
  } finally {
    stage.destroy();
  }
}
