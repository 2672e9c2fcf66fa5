// Print-resolution check: an image's effective DPI is how many of its own pixels land on each
// inch of the 30 mm face. Scale 1 prints at exactly 300 DPI, so the figure is 300 / scale.
import { MIN_ACCEPTABLE_DPI, MIN_GOOD_DPI, PRINT_DPI } from './print-spec.ts';
import type { DampenerDesign, DesignSideName, ImageLayer } from './types.ts';
import { printedLayers } from './design-document.ts';

export type ResolutionLevel = 'ok' | 'low' | 'too-low';

export function effectiveDpi(layer: Pick<ImageLayer, 'scale'>): number {
  return PRINT_DPI / layer.scale;
}

export function resolutionLevel(dpi: number): ResolutionLevel {
  if (dpi >= MIN_GOOD_DPI - 0.5) return 'ok';
  if (dpi >= MIN_ACCEPTABLE_DPI - 0.5) return 'low';
  return 'too-low';
}

export interface ResolutionWarning {
  readonly side: DesignSideName;
  readonly layerId: string;
  readonly dpi: number;
  readonly level: Exclude<ResolutionLevel, 'ok'>;
  readonly message: string;
}

export function resolutionMessage(level: Exclude<ResolutionLevel, 'ok'>, dpi: number): string {
  const shown = Math.round(dpi);
  return level === 'low'
    ? `이미지 해상도가 낮아 인쇄 시 조금 흐릿할 수 있어요 (${shown} DPI, 권장 ${MIN_GOOD_DPI} DPI).`
    : `이미지 해상도가 너무 낮아 인쇄 품질이 떨어집니다 (${shown} DPI). 더 큰 이미지를 사용하거나 크기를 줄여 주세요.`;
}

/** Every printed image below 300 DPI, front first, bottom layer first. */
export function resolutionWarnings(design: DampenerDesign): ResolutionWarning[] {
  const warnings: ResolutionWarning[] = [];
  for (const side of ['front', 'back'] as const) {
    if (side === 'back' && design.sideMode === '1') continue;
    for (const layer of printedLayers(design, side)) {
      if (layer.kind !== 'image') continue;
      const dpi = effectiveDpi(layer);
      const level = resolutionLevel(dpi);
      if (level !== 'ok') warnings.push({ side, layerId: layer.id, dpi, level, message: resolutionMessage(level, dpi) });
    }
  }
  return warnings;
}
