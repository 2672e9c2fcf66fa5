// Reading a design document that crossed a boundary (a request body, a stored record, an order's
// design reference). Anything malformed is refused with the path of the first bad field; a valid
// document comes back with every layer contained in the shape, so old or hand-made records print.
import { DAMPENER_COLORS, PALETTE_COLORS, colorByKey, isHexColor } from './colors.ts';
import { FONT_SIZE_MM, MAX_LAYERS_PER_SIDE, MAX_TEXT_LENGTH } from './design-options.ts';
import { SIDE_MODES, isDesignShape } from './labels.ts';
import { containLayer } from './layer-bounds.ts';
import type { CushionColor, DampenerDesign, DesignLayer, DesignSide } from './types.ts';

export type DesignParseResult = { readonly ok: true; readonly design: DampenerDesign } | { readonly ok: false; readonly field: string };

/** Largest picture side accepted, px (a phone photo is about 4,000). */
export const MAX_IMAGE_PIXELS = 20_000;
const MAX_URL_LENGTH = 1000;
const MAX_ID_LENGTH = 64;

class Refused {
  constructor(readonly field: string) {}
}

type Fields = Record<string, unknown>;

function record(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refused(field);
  return value as Fields;
}

function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Refused(field);
  return value;
}

function text(value: unknown, field: string, max: number, min = 0): string {
  if (typeof value !== 'string' || value.length > max || value.length < min) throw new Refused(field);
  return value;
}

function httpUrl(value: unknown, field: string): string {
  const url = text(value, field, MAX_URL_LENGTH, 1);
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Refused(field);
  return url;
}

function pixels(value: unknown, field: string): number {
  const n = finite(value, field);
  if (!Number.isInteger(n) || n < 1 || n > MAX_IMAGE_PIXELS) throw new Refused(field);
  return n;
}

function cushionColor(value: unknown): CushionColor {
  const color = record(value, 'cushionColor');
  const key = text(color['key'], 'cushionColor.key', 40);
  if (color['palette'] === 'dampener' && colorByKey(key, DAMPENER_COLORS)) return { palette: 'dampener', key } as CushionColor;
  if (color['palette'] === 'extended' && colorByKey(key, PALETTE_COLORS)) return { palette: 'extended', key } as CushionColor;
  throw new Refused('cushionColor');
}

function layer(value: unknown, field: string): DesignLayer {
  const item = record(value, field);
  const placement = {
    id: text(item['id'], `${field}.id`, MAX_ID_LENGTH, 1),
    x: finite(item['x'], `${field}.x`),
    y: finite(item['y'], `${field}.y`),
    scale: finite(item['scale'], `${field}.scale`),
    rotation: finite(item['rotation'], `${field}.rotation`),
  };
  if (placement.scale <= 0) throw new Refused(`${field}.scale`);
  if (item['kind'] === 'image') {
    return {
      ...placement,
      kind: 'image',
      url: httpUrl(item['url'], `${field}.url`),
      naturalWidth: pixels(item['naturalWidth'], `${field}.naturalWidth`),
      naturalHeight: pixels(item['naturalHeight'], `${field}.naturalHeight`),
    };
  }
  if (item['kind'] === 'text') {
    const fontSize = finite(item['fontSize'], `${field}.fontSize`);
    if (fontSize < FONT_SIZE_MM.min || fontSize > FONT_SIZE_MM.max) throw new Refused(`${field}.fontSize`);
    const color = text(item['color'], `${field}.color`, 7);
    if (!isHexColor(color)) throw new Refused(`${field}.color`);
    return {
      ...placement,
      kind: 'text',
      text: text(item['text'], `${field}.text`, MAX_TEXT_LENGTH),
      font: text(item['font'], `${field}.font`, 40, 1),
      fontSize,
      color,
    };
  }
  throw new Refused(`${field}.kind`);
}

function side(value: unknown, field: string, shape: DampenerDesign['shape']): DesignSide {
  const raw = record(value, field);
  const layers = raw['layers'];
  if (!Array.isArray(layers) || layers.length > MAX_LAYERS_PER_SIDE) throw new Refused(`${field}.layers`);
  const parsed = layers.map((item, i) => containLayer(shape, layer(item, `${field}.layers.${i}`)));
  if (new Set(parsed.map((item) => item.id)).size !== parsed.length) throw new Refused(`${field}.layers`);
  const preview = raw['previewUrl'];
  return preview === undefined || preview === null ? { layers: parsed } : { layers: parsed, previewUrl: httpUrl(preview, `${field}.previewUrl`) };
}

export function parseDampenerDesign(value: unknown): DesignParseResult {
  try {
    const raw = record(value, 'design');
    if (raw['version'] !== 1) throw new Refused('version');
    const shape = raw['shape'];
    if (typeof shape !== 'string' || !isDesignShape(shape)) throw new Refused('shape');
    const mode = raw['sideMode'];
    if (mode !== SIDE_MODES.same && mode !== SIDE_MODES.different) throw new Refused('sideMode');
    const design: DampenerDesign = {
      version: 1,
      shape,
      cushionMaterial: text(raw['cushionMaterial'], 'cushionMaterial', 40, 1),
      cushionColor: cushionColor(raw['cushionColor']),
      sideMode: mode,
      front: side(raw['front'], 'front', shape),
      back: side(raw['back'], 'back', shape),
    };
    return { ok: true, design };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, field: error.field };
    throw error;
  }
}
