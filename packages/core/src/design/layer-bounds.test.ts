import { describe, expect, it } from 'vitest';
import {
  clampCenter,
  containLayer,
  isContained,
  layerBaseSize,
  layerBox,
  layerSize,
  normalizeRotation,
  printableArea,
  rotatedHalfExtents,
  scaleLimits,
} from './layer-bounds.ts';
import { imageLayer, textLayer } from './testing/layers.ts';

const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe('the printable area', () => {
  it('is the 30 mm face less a 1 mm margin', () => {
    expect(printableArea()).toEqual({ center: 15, half: 14 });
  });
});

describe('layer sizes', () => {
  it('prints a picture at 300 DPI when its scale is 1', () => {
    const size = layerBaseSize(imageLayer());
    close(size.width, 25.4);
    close(size.height, 12.7);
    close(layerSize(imageLayer({ scale: 0.5 })).width, 12.7);
  });

  it('sizes text from its characters and font size', () => {
    expect(layerBaseSize(textLayer({ text: '코트', fontSize: 4 }))).toEqual({ width: 8, height: 4.8 });
    expect(layerSize(textLayer({ text: '코트', fontSize: 4, scale: 2 }))).toEqual({ width: 16, height: 9.6 });
  });

  it('grows the box around a rotated layer', () => {
    const quarter = rotatedHalfExtents({ width: 10, height: 4 }, 90);
    close(quarter.hx, 2);
    close(quarter.hy, 5);
    const diagonal = rotatedHalfExtents({ width: 10, height: 10 }, 45);
    close(diagonal.hx, Math.SQRT2 * 5);
    const box = layerBox(imageLayer({ x: 10, y: 12, scale: 0.5 }));
    close(box.left, 10 - 6.35);
    close(box.bottom, 12 + 3.175);
  });

  it('normalises rotation into [0, 360)', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(720)).toBe(0);
    expect(normalizeRotation(-360)).toBe(0);
    expect(Object.is(normalizeRotation(-0), 0)).toBe(true);
    expect(normalizeRotation(45)).toBe(45);
  });
});

describe('scale limits', () => {
  it('lets a layer grow until its box fills the printable square, and shrink to 1 mm', () => {
    const limits = scaleLimits(imageLayer());
    close(limits.max, 28 / 25.4);
    close(limits.min, 1 / 25.4);
  });

  it('allows less growth when rotation widens the box', () => {
    expect(scaleLimits(imageLayer({ rotation: 45 })).max).toBeLessThan(scaleLimits(imageLayer()).max);
  });
});

describe('clampCenter', () => {
  it('keeps a box inside the printable square', () => {
    expect(clampCenter('square', 0, 40, 2, 3)).toEqual({ x: 3, y: 26 });
    expect(clampCenter('square', 10, 11, 2, 3)).toEqual({ x: 10, y: 11 });
  });

  it('keeps a small box inside the printable circle, not just its square', () => {
    // The square's corner is outside the circle: the box is pulled in along the diagonal.
    const { x, y } = clampCenter('circle', 1, 1, 1, 1);
    const reach = 14 - Math.SQRT2;
    close(Math.hypot(x - 15, y - 15), reach);
    close(x, y);
    expect(clampCenter('circle', 15, 20, 1, 1)).toEqual({ x: 15, y: 20 });
  });

  it('holds a box too large for the circle at the centre', () => {
    expect(clampCenter('circle', 20, 10, 12, 12)).toEqual({ x: 15, y: 15 });
  });

  it('centres a box as wide as the area', () => {
    expect(clampCenter('square', 3, 27, 14, 14)).toEqual({ x: 15, y: 15 });
  });
});

describe('containLayer', () => {
  it('moves a layer dragged off the square back to the edge', () => {
    const moved = containLayer('square', imageLayer({ scale: 0.5, x: 40, y: -5 }));
    close(moved.x, 29 - 6.35);
    close(moved.y, 1 + 3.175);
    expect(moved.scale).toBe(0.5);
  });

  it('shrinks a layer larger than the area before placing it', () => {
    const big = containLayer('square', imageLayer({ naturalWidth: 3000, naturalHeight: 3000, scale: 1, x: 0, y: 0 }));
    close(layerSize(big).width, 28);
    expect(big.x).toBe(15);
    expect(isContained('square', big)).toBe(true);
  });

  it('keeps a rotated layer’s corners inside the square', () => {
    const turned = containLayer('square', imageLayer({ naturalWidth: 300, naturalHeight: 300, rotation: 45, scale: 1, x: 15, y: 15 }));
    const box = layerBox(turned);
    expect(box.left).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(box.right).toBeLessThanOrEqual(29 + 1e-9);
  });

  it('keeps a small text layer inside the circle', () => {
    const text = containLayer('circle', textLayer({ x: 2, y: 2 }));
    const box = layerBox(text);
    for (const [cx, cy] of [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]] as const) {
      expect(Math.hypot(cx - 15, cy - 15)).toBeLessThanOrEqual(14 + 1e-9);
    }
  });

  it('repairs values no editor would produce', () => {
    const repaired = containLayer('square', imageLayer({ x: Number.NaN, y: Number.POSITIVE_INFINITY, scale: -2, rotation: Number.NaN }));
    expect(repaired).toMatchObject({ x: 15, y: 15, rotation: 0 });
    close(repaired.scale, scaleLimits(repaired).min);
  });

  it('keeps a 1 mm floor on scale', () => {
    const tiny = containLayer('square', textLayer({ scale: 0.001 }));
    close(Math.max(layerSize(tiny).width, layerSize(tiny).height), 1);
  });

  it('reports whether a layer is already inside', () => {
    expect(isContained('square', imageLayer({ scale: 0.5 }))).toBe(true);
    expect(isContained('square', imageLayer({ scale: 0.5, x: 28 }))).toBe(false);
    expect(isContained('circle', imageLayer({ scale: 0.5, x: 3, y: 3 }))).toBe(false);
  });
});
