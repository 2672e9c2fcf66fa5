// Where to draw a layer at a given resolution: the designer (on screen) and the print renderer
// (300 DPI) both place nodes from this, so the editor and the print file agree to the pixel.
import { designFont } from './design-options.ts';
import { layerSize } from './layer-bounds.ts';
import { TEXT_LINE_HEIGHT } from './text-metrics.ts';
import type { DesignLayer } from './types.ts';

export interface LayerFrame {
  /** Centre, px. */
  readonly x: number;
  readonly y: number;
  /** Unrotated size, px. */
  readonly width: number;
  readonly height: number;
  /** Rotation about the centre, degrees clockwise. */
  readonly rotation: number;
}

export interface TextStyle {
  /** px */
  readonly fontSize: number;
  readonly family: string;
  readonly weight: 'normal' | 'bold';
  readonly lineHeight: number;
  readonly color: string;
}

export function layerFrame(layer: DesignLayer, pxPerMm: number): LayerFrame {
  const size = layerSize(layer);
  return { x: layer.x * pxPerMm, y: layer.y * pxPerMm, width: size.width * pxPerMm, height: size.height * pxPerMm, rotation: layer.rotation };
}

export function textStyle(layer: Extract<DesignLayer, { kind: 'text' }>, pxPerMm: number): TextStyle {
  const font = designFont(layer.font);
  return { fontSize: layer.fontSize * layer.scale * pxPerMm, family: font.family, weight: font.weight, lineHeight: TEXT_LINE_HEIGHT, color: layer.color };
}
