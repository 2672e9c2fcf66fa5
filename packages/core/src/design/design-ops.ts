// The designer's edits as a pure reducer over the design document. Every layer that goes in or
// moves is passed through containLayer, so a stored design never has artwork off the dampener.
// An edit that cannot apply (unknown layer, the back while both sides are the same, a full side)
// returns the same document object, which the history treats as "nothing happened".
import { fallbackFor } from '../machines/unhandled.ts';
import { FONT_SIZE_MM, MAX_LAYERS_PER_SIDE, MAX_TEXT_LENGTH, isCushionMaterial } from './design-options.ts';
import { isHexColor } from './colors.ts';
import type { DesignShape, SideMode } from './labels.ts';
import { SIDE_MODES } from './labels.ts';
import { containLayer } from './layer-bounds.ts';
import type { CushionColor, DampenerDesign, DesignLayer, DesignSide, DesignSideName, TextLayer } from './types.ts';
import { colorByKey, DAMPENER_COLORS, PALETTE_COLORS } from './colors.ts';

export type LayerOrderTarget = 'up' | 'down' | 'top' | 'bottom' | number;

export interface TextChanges {
  readonly text?: string;
  readonly font?: string;
  readonly fontSize?: number;
  readonly color?: string;
}

export type DesignAction =
  | { readonly type: 'setShape'; readonly shape: DesignShape }
  | { readonly type: 'setCushionColor'; readonly color: CushionColor }
  | { readonly type: 'setMaterial'; readonly material: string }
  | { readonly type: 'setSideMode'; readonly mode: SideMode }
  | { readonly type: 'copyFrontToBack' }
  | { readonly type: 'addLayer'; readonly side: DesignSideName; readonly layer: DesignLayer }
  | { readonly type: 'moveLayer'; readonly side: DesignSideName; readonly id: string; readonly x: number; readonly y: number }
  | { readonly type: 'scaleLayer'; readonly side: DesignSideName; readonly id: string; readonly scale: number }
  | { readonly type: 'rotateLayer'; readonly side: DesignSideName; readonly id: string; readonly rotation: number }
  | {
      readonly type: 'transformLayer';
      readonly side: DesignSideName;
      readonly id: string;
      readonly x: number;
      readonly y: number;
      readonly scale: number;
      readonly rotation: number;
    }
  | { readonly type: 'updateText'; readonly side: DesignSideName; readonly id: string; readonly changes: TextChanges }
  | { readonly type: 'reorderLayer'; readonly side: DesignSideName; readonly id: string; readonly to: LayerOrderTarget }
  | { readonly type: 'removeLayer'; readonly side: DesignSideName; readonly id: string };

/** Whether `side` can be edited: the back is read-only while it repeats the front. */
export function isSideEditable(design: DampenerDesign, side: DesignSideName): boolean {
  return side === 'front' || design.sideMode === SIDE_MODES.different;
}

function withSide(design: DampenerDesign, side: DesignSideName, change: (layers: readonly DesignLayer[]) => readonly DesignLayer[]): DampenerDesign {
  if (!isSideEditable(design, side)) return design;
  const current = design[side];
  const layers = change(current.layers);
  if (layers === current.layers) return design;
  // A changed side no longer matches its exported editor image.
  const next: DesignSide = { layers };
  return { ...design, [side]: next };
}

function withLayer(design: DampenerDesign, side: DesignSideName, id: string, change: (layer: DesignLayer) => DesignLayer): DampenerDesign {
  return withSide(design, side, (layers) => {
    const index = layers.findIndex((layer) => layer.id === id);
    const layer = layers[index];
    if (!layer) return layers;
    const next = containLayer(design.shape, change(layer));
    if (sameLayer(next, layer)) return layers;
    return layers.map((item, i) => (i === index ? next : item));
  });
}

function sameLayer(a: DesignLayer, b: DesignLayer): boolean {
  const keys = Object.keys(a) as (keyof DesignLayer)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function reorder(layers: readonly DesignLayer[], id: string, to: LayerOrderTarget): readonly DesignLayer[] {
  const from = layers.findIndex((layer) => layer.id === id);
  const layer = layers[from];
  if (!layer) return layers;
  const last = layers.length - 1;
  const wanted = to === 'up' ? from + 1 : to === 'down' ? from - 1 : to === 'top' ? last : to === 'bottom' ? 0 : Math.trunc(to);
  const target = Math.min(Math.max(wanted, 0), last);
  if (target === from) return layers;
  const rest = layers.filter((_, i) => i !== from);
  return [...rest.slice(0, target), layer, ...rest.slice(target)];
}

function cleanText(text: string): string {
  return [...text.replace(/\r\n?/g, '\n')].slice(0, MAX_TEXT_LENGTH).join('');
}

function editText(layer: TextLayer, changes: TextChanges): TextLayer {
  const fontSize = changes.fontSize === undefined || !Number.isFinite(changes.fontSize)
    ? layer.fontSize
    : Math.min(Math.max(changes.fontSize, FONT_SIZE_MM.min), FONT_SIZE_MM.max);
  return {
    ...layer,
    text: changes.text === undefined ? layer.text : cleanText(changes.text),
    font: changes.font ?? layer.font,
    fontSize,
    color: changes.color !== undefined && isHexColor(changes.color) ? changes.color.toUpperCase() : layer.color,
  };
}

function isKnownColor(color: CushionColor): boolean {
  return colorByKey(color.key, color.palette === 'dampener' ? DAMPENER_COLORS : PALETTE_COLORS) !== undefined;
}

function sameColor(a: CushionColor, b: CushionColor): boolean {
  return a.palette === b.palette && a.key === b.key;
}

export function applyDesignAction(design: DampenerDesign, action: DesignAction): DampenerDesign {
  switch (action.type) {
    case 'setShape': {
      if (action.shape === design.shape) return design;
      const recontain = (side: DesignSide): DesignSide => ({ layers: side.layers.map((layer) => containLayer(action.shape, layer)) });
      return { ...design, shape: action.shape, front: recontain(design.front), back: recontain(design.back) };
    }
    case 'setCushionColor':
      return isKnownColor(action.color) && !sameColor(action.color, design.cushionColor) ? { ...design, cushionColor: action.color } : design;
    case 'setMaterial':
      return isCushionMaterial(action.material) && action.material !== design.cushionMaterial ? { ...design, cushionMaterial: action.material } : design;
    case 'setSideMode':
      return action.mode === design.sideMode ? design : { ...design, sideMode: action.mode };
    case 'copyFrontToBack':
      return { ...design, sideMode: SIDE_MODES.different, back: { layers: design.front.layers.map((layer) => ({ ...layer })) } };
    case 'addLayer':
      return withSide(design, action.side, (layers) =>
        layers.length >= MAX_LAYERS_PER_SIDE || layers.some((layer) => layer.id === action.layer.id)
          ? layers
          : [...layers, containLayer(design.shape, action.layer.kind === 'text' ? editText(action.layer, action.layer) : action.layer)],
      );
    case 'moveLayer':
      return withLayer(design, action.side, action.id, (layer) => ({ ...layer, x: action.x, y: action.y }));
    case 'scaleLayer':
      return withLayer(design, action.side, action.id, (layer) => ({ ...layer, scale: action.scale }));
    case 'rotateLayer':
      return withLayer(design, action.side, action.id, (layer) => ({ ...layer, rotation: action.rotation }));
    case 'transformLayer':
      return withLayer(design, action.side, action.id, (layer) => ({ ...layer, x: action.x, y: action.y, scale: action.scale, rotation: action.rotation }));
    case 'updateText':
      return withLayer(design, action.side, action.id, (layer) => (layer.kind === 'text' ? editText(layer, action.changes) : layer));
    case 'reorderLayer':
      return withSide(design, action.side, (layers) => reorder(layers, action.id, action.to));
    case 'removeLayer':
      return withSide(design, action.side, (layers) => (layers.some((layer) => layer.id === action.id) ? layers.filter((layer) => layer.id !== action.id) : layers));
    default:
      return fallbackFor(design, action);
  }
}
