// Keeping artwork on the dampener. A layer's rotated bounding box must stay inside the shape's
// printable area (the shape inset by the safe margin):
// - square: the box stays inside the printable square;
// - circle: the box stays inside the printable circle; a box too large for the circle is held at
//   the centre (the shape clips its corners), and no box may outgrow the circle's square.
// A layer too large is scaled down first, then moved the shortest way back inside.
import type { DesignShape } from './labels.ts';
import { DAMPENER_SIZE_MM, MM_PER_INCH, PRINT_DPI, SAFE_MARGIN_MM } from './print-spec.ts';
import { estimateTextBox } from './text-metrics.ts';
import type { DesignLayer } from './types.ts';

/** Smallest a layer may become: its longer side stays at least this many mm. */
export const MIN_LAYER_MM = 1;

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The printable area: centre and half-size (radius for the circle), mm. */
export function printableArea(): { center: number; half: number } {
  return { center: DAMPENER_SIZE_MM / 2, half: DAMPENER_SIZE_MM / 2 - SAFE_MARGIN_MM };
}

/** A layer's unrotated size at scale 1, mm. */
export function layerBaseSize(layer: DesignLayer): Size {
  if (layer.kind === 'image') {
    const mmPerPx = MM_PER_INCH / PRINT_DPI;
    return { width: layer.naturalWidth * mmPerPx, height: layer.naturalHeight * mmPerPx };
  }
  return estimateTextBox(layer.text, layer.fontSize);
}

/** A layer's unrotated size as placed, mm. */
export function layerSize(layer: DesignLayer): Size {
  const base = layerBaseSize(layer);
  return { width: base.width * layer.scale, height: base.height * layer.scale };
}

/** Half-width and half-height of the axis-aligned box around a rotated rectangle. */
export function rotatedHalfExtents(size: Size, rotationDeg: number): { hx: number; hy: number } {
  const radians = (rotationDeg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    hx: (size.width * cos + size.height * sin) / 2,
    hy: (size.width * sin + size.height * cos) / 2,
  };
}

/** The axis-aligned box around a layer as placed (rotation included), mm. */
export function layerBox(layer: DesignLayer): Box {
  const { hx, hy } = rotatedHalfExtents(layerSize(layer), layer.rotation);
  return { left: layer.x - hx, top: layer.y - hy, right: layer.x + hx, bottom: layer.y + hy };
}

/** Degrees in [0, 360). */
export function normalizeRotation(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned + 0;
}

function clampNumber(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The largest and smallest scale a layer may have at its rotation. */
export function scaleLimits(layer: DesignLayer): { min: number; max: number } {
  const base = layerBaseSize(layer);
  const unit = rotatedHalfExtents(base, layer.rotation);
  const { half } = printableArea();
  const longest = Math.max(base.width, base.height);
  const max = half / Math.max(unit.hx, unit.hy);
  return { min: Math.min(MIN_LAYER_MM / longest, max), max };
}

/** The centre closest to (x, y) at which a box of half-extents (hx, hy) stays inside the shape. */
export function clampCenter(shape: DesignShape, x: number, y: number, hx: number, hy: number): { x: number; y: number } {
  const { center, half } = printableArea();
  const cx = clampNumber(x, center - Math.max(half - hx, 0), center + Math.max(half - hx, 0));
  const cy = clampNumber(y, center - Math.max(half - hy, 0), center + Math.max(half - hy, 0));
  if (shape === 'square') return { x: cx, y: cy };
  const reach = Math.max(half - Math.hypot(hx, hy), 0);
  const dx = cx - center;
  const dy = cy - center;
  const distance = Math.hypot(dx, dy);
  if (distance <= reach) return { x: cx, y: cy };
  const ratio = reach / distance;
  return { x: center + dx * ratio, y: center + dy * ratio };
}

/** The layer scaled and moved as little as needed to lie inside the shape's printable area. */
export function containLayer<L extends DesignLayer>(shape: DesignShape, layer: L): L {
  const rotation = normalizeRotation(Number.isFinite(layer.rotation) ? layer.rotation : 0);
  const rotated = { ...layer, rotation };
  const limits = scaleLimits(rotated);
  const wanted = Number.isFinite(layer.scale) && layer.scale > 0 ? layer.scale : limits.min;
  const scale = clampNumber(wanted, limits.min, limits.max);
  const { hx, hy } = rotatedHalfExtents(layerSize({ ...rotated, scale }), rotation);
  const { center } = printableArea();
  const x = Number.isFinite(layer.x) ? layer.x : center;
  const y = Number.isFinite(layer.y) ? layer.y : center;
  return { ...rotated, scale, ...clampCenter(shape, x, y, hx, hy) };
}

/** True when the layer already lies inside the printable area (within a hair, for float noise). */
export function isContained(shape: DesignShape, layer: DesignLayer): boolean {
  const contained = containLayer(shape, layer);
  const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;
  return close(contained.x, layer.x) && close(contained.y, layer.y) && close(contained.scale, layer.scale);
}
