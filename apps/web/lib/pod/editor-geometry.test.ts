import { describe, expect, it } from 'vitest';
import { areaCenter, clampCenter, contains, fitInside, toTemplatePoint } from './editor-geometry';

const area = { x: 100, y: 100, width: 200, height: 100 };

describe('template editor geometry', () => {
  it('maps a pointer on a half-size canvas to template pixels', () => {
    expect(toTemplatePoint({ x: 160, y: 80 }, { left: 10, top: 20, width: 300, height: 300 }, { width: 600, height: 600 })).toEqual({ x: 300, y: 120 });
  });

  it('keeps a dragged layer inside the printable area', () => {
    expect(clampCenter({ x: 0, y: 0 }, { width: 40, height: 20 }, area)).toEqual({ x: 120, y: 110 });
    expect(clampCenter({ x: 999, y: 999 }, { width: 40, height: 20 }, area)).toEqual({ x: 280, y: 190 });
    expect(clampCenter({ x: 150, y: 150 }, { width: 40, height: 20 }, area)).toEqual({ x: 150, y: 150 });
  });

  it('centres a layer larger than the area on that axis', () => {
    expect(clampCenter({ x: 0, y: 0 }, { width: 400, height: 20 }, area)).toEqual({ x: 200, y: 110 });
  });

  it('fits an uploaded picture to 80 % of the area without enlarging it', () => {
    expect(fitInside({ width: 1000, height: 500 }, area)).toEqual({ width: 160, height: 80 });
    expect(fitInside({ width: 50, height: 20 }, area)).toEqual({ width: 50, height: 20 });
    expect(fitInside({ width: 0, height: 20 }, area)).toEqual({ width: 0, height: 0 });
  });

  it('hit-tests a layer box and finds the area’s centre', () => {
    expect(contains({ center: { x: 150, y: 150 }, size: { width: 20, height: 20 } }, { x: 159, y: 141 })).toBe(true);
    expect(contains({ center: { x: 150, y: 150 }, size: { width: 20, height: 20 } }, { x: 161, y: 150 })).toBe(false);
    expect(areaCenter(area)).toEqual({ x: 200, y: 150 });
  });
});
