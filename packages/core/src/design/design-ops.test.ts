import { describe, expect, it } from 'vitest';
import { createDampenerDesign, printedLayers } from './design-document.ts';
import { MAX_LAYERS_PER_SIDE, MAX_TEXT_LENGTH } from './design-options.ts';
import { applyDesignAction, isSideEditable, type DesignAction } from './design-ops.ts';
import { isContained, layerSize } from './layer-bounds.ts';
import { imageLayer, textLayer } from './testing/layers.ts';
import type { DampenerDesign } from './types.ts';

function apply(design: DampenerDesign, ...actions: DesignAction[]): DampenerDesign {
  return actions.reduce(applyDesignAction, design);
}

const blank = createDampenerDesign('square');
const withLogo = apply(blank, { type: 'addLayer', side: 'front', layer: imageLayer({ id: 'logo', scale: 0.5 }) });
const ids = (design: DampenerDesign, side: 'front' | 'back' = 'front') => design[side].layers.map((l) => l.id);

describe('design settings', () => {
  it('changes shape, colour and material', () => {
    const next = apply(
      blank,
      { type: 'setShape', shape: 'circle' },
      { type: 'setCushionColor', color: { palette: 'extended', key: 'navy' } },
      { type: 'setMaterial', material: 'soft-silicone' },
    );
    expect(next).toMatchObject({ shape: 'circle', cushionColor: { palette: 'extended', key: 'navy' }, cushionMaterial: 'soft-silicone' });
  });

  it('ignores unknown colours and materials, and repeats of the current value', () => {
    expect(apply(blank, { type: 'setCushionColor', color: { palette: 'dampener', key: 'navy' as never } })).toBe(blank);
    expect(apply(blank, { type: 'setCushionColor', color: { palette: 'dampener', key: 'white' } })).toBe(blank);
    expect(apply(blank, { type: 'setMaterial', material: 'gold' })).toBe(blank);
    expect(apply(blank, { type: 'setMaterial', material: 'silicone' })).toBe(blank);
    expect(apply(blank, { type: 'setShape', shape: 'square' })).toBe(blank);
    expect(apply(blank, { type: 'setSideMode', mode: '1' })).toBe(blank);
  });

  it('pulls artwork back inside when the square becomes a circle', () => {
    const corner = apply(blank, { type: 'addLayer', side: 'front', layer: textLayer({ x: 3, y: 3 }) });
    expect(isContained('circle', corner.front.layers[0]!)).toBe(false);
    const circle = apply(corner, { type: 'setShape', shape: 'circle' });
    expect(isContained('circle', circle.front.layers[0]!)).toBe(true);
  });

  it('rejects an unknown action without changing the design', () => {
    expect(applyDesignAction(blank, { type: 'explode' } as never)).toBe(blank);
  });
});

describe('front and back', () => {
  it('prints the front on both sides while they are the same, and locks the back', () => {
    expect(isSideEditable(withLogo, 'back')).toBe(false);
    expect(printedLayers(withLogo, 'back').map((l) => l.id)).toEqual(['logo']);
    expect(apply(withLogo, { type: 'addLayer', side: 'back', layer: textLayer() })).toBe(withLogo);
  });

  it('gives the back its own layers once the sides differ', () => {
    const different = apply(withLogo, { type: 'setSideMode', mode: '2' }, { type: 'addLayer', side: 'back', layer: textLayer({ id: 'name' }) });
    expect(isSideEditable(different, 'back')).toBe(true);
    expect(printedLayers(different, 'front').map((l) => l.id)).toEqual(['logo']);
    expect(printedLayers(different, 'back').map((l) => l.id)).toEqual(['name']);
    // Back to the same: the back's work is kept for later but the front prints on both.
    const same = apply(different, { type: 'setSideMode', mode: '1' });
    expect(ids(same, 'back')).toEqual(['name']);
    expect(printedLayers(same, 'back').map((l) => l.id)).toEqual(['logo']);
  });

  it('copies the front to the back and makes the sides different', () => {
    const copied = apply(withLogo, { type: 'copyFrontToBack' });
    expect(copied.sideMode).toBe('2');
    expect(copied.back.layers).toEqual(copied.front.layers);
    // The copy is independent: moving the front leaves the back where it was.
    const moved = apply(copied, { type: 'moveLayer', side: 'front', id: 'logo', x: 10, y: 10 });
    expect(moved.back.layers[0]).toMatchObject({ x: 15, y: 15 });
  });
});

describe('layers', () => {
  it('adds layers on top, inside the shape, with unique ids and a per-side limit', () => {
    const added = apply(withLogo, { type: 'addLayer', side: 'front', layer: textLayer({ x: 100 }) });
    expect(ids(added)).toEqual(['logo', 'txt']);
    expect(isContained('square', added.front.layers[1]!)).toBe(true);
    expect(apply(added, { type: 'addLayer', side: 'front', layer: textLayer() })).toBe(added);
    let full = blank;
    for (let i = 0; i < MAX_LAYERS_PER_SIDE + 1; i++) full = apply(full, { type: 'addLayer', side: 'front', layer: textLayer({ id: `t${i}` }) });
    expect(full.front.layers).toHaveLength(MAX_LAYERS_PER_SIDE);
  });

  it('cleans text as it is added: length and line breaks', () => {
    const long = 'ㄱ'.repeat(MAX_TEXT_LENGTH + 5);
    const added = apply(blank, { type: 'addLayer', side: 'front', layer: textLayer({ text: `${long}`, color: '#abcdef' }) });
    const layer = added.front.layers[0];
    expect(layer?.kind === 'text' && [...layer.text].length).toBe(MAX_TEXT_LENGTH);
    expect(layer?.kind === 'text' && layer.color).toBe('#ABCDEF');
    const lines = apply(blank, { type: 'addLayer', side: 'front', layer: textLayer({ text: '코트\r\n사이드' }) });
    expect(lines.front.layers[0]).toMatchObject({ text: '코트\n사이드' });
  });

  it('moves, scales and rotates, always staying inside', () => {
    const two = apply(withLogo, { type: 'addLayer', side: 'front', layer: textLayer() });
    const moved = apply(two, { type: 'moveLayer', side: 'front', id: 'logo', x: 12, y: 10 });
    expect(moved.front.layers[0]).toMatchObject({ x: 12, y: 10 });
    expect(moved.front.layers[1]).toBe(two.front.layers[1]);
    const pushed = apply(withLogo, { type: 'moveLayer', side: 'front', id: 'logo', x: -50, y: 15 });
    expect(pushed.front.layers[0]?.x).toBeCloseTo(1 + 6.35, 6);
    const scaled = apply(withLogo, { type: 'scaleLayer', side: 'front', id: 'logo', scale: 10 });
    expect(layerSize(scaled.front.layers[0]!).width).toBeCloseTo(28, 6);
    const rotated = apply(withLogo, { type: 'rotateLayer', side: 'front', id: 'logo', rotation: -30 });
    expect(rotated.front.layers[0]?.rotation).toBe(330);
    const transformed = apply(withLogo, { type: 'transformLayer', side: 'front', id: 'logo', x: 14, y: 16, scale: 0.4, rotation: 10 });
    expect(transformed.front.layers[0]).toMatchObject({ x: 14, y: 16, scale: 0.4, rotation: 10 });
  });

  it('treats a move to the same place, or of an unknown layer, as no change', () => {
    expect(apply(withLogo, { type: 'moveLayer', side: 'front', id: 'logo', x: 15, y: 15 })).toBe(withLogo);
    expect(apply(withLogo, { type: 'moveLayer', side: 'front', id: 'ghost', x: 1, y: 1 })).toBe(withLogo);
  });

  it('edits a text layer’s text, font, size and colour, within limits', () => {
    const design = apply(blank, { type: 'addLayer', side: 'front', layer: textLayer() });
    const edited = apply(design, { type: 'updateText', side: 'front', id: 'txt', changes: { text: '에이스', font: 'pretendard-bold', fontSize: 6, color: '#ff0000' } });
    expect(edited.front.layers[0]).toMatchObject({ text: '에이스', font: 'pretendard-bold', fontSize: 6, color: '#FF0000' });
    const limited = apply(edited, { type: 'updateText', side: 'front', id: 'txt', changes: { fontSize: 500, color: 'red' } });
    expect(limited.front.layers[0]).toMatchObject({ fontSize: 20, color: '#FF0000' });
    expect(apply(edited, { type: 'updateText', side: 'front', id: 'txt', changes: { fontSize: Number.NaN } })).toBe(edited);
    expect(apply(withLogo, { type: 'updateText', side: 'front', id: 'logo', changes: { text: 'x' } })).toBe(withLogo);
  });

  it('reorders layers up, down, to the top and bottom, or to an index', () => {
    const three = apply(
      blank,
      { type: 'addLayer', side: 'front', layer: textLayer({ id: 'a' }) },
      { type: 'addLayer', side: 'front', layer: textLayer({ id: 'b' }) },
      { type: 'addLayer', side: 'front', layer: textLayer({ id: 'c' }) },
    );
    expect(ids(apply(three, { type: 'reorderLayer', side: 'front', id: 'a', to: 'up' }))).toEqual(['b', 'a', 'c']);
    expect(ids(apply(three, { type: 'reorderLayer', side: 'front', id: 'c', to: 'down' }))).toEqual(['a', 'c', 'b']);
    expect(ids(apply(three, { type: 'reorderLayer', side: 'front', id: 'a', to: 'top' }))).toEqual(['b', 'c', 'a']);
    expect(ids(apply(three, { type: 'reorderLayer', side: 'front', id: 'c', to: 'bottom' }))).toEqual(['c', 'a', 'b']);
    expect(ids(apply(three, { type: 'reorderLayer', side: 'front', id: 'c', to: 0.9 }))).toEqual(['c', 'a', 'b']);
    expect(apply(three, { type: 'reorderLayer', side: 'front', id: 'c', to: 'up' })).toBe(three);
    expect(apply(three, { type: 'reorderLayer', side: 'front', id: 'a', to: -4 })).toBe(three);
    expect(apply(three, { type: 'reorderLayer', side: 'front', id: 'zz', to: 'top' })).toBe(three);
  });

  it('removes a layer, and ignores an unknown one', () => {
    expect(ids(apply(withLogo, { type: 'removeLayer', side: 'front', id: 'logo' }))).toEqual([]);
    expect(apply(withLogo, { type: 'removeLayer', side: 'front', id: 'ghost' })).toBe(withLogo);
  });

  it('forgets a side’s exported editor image once the side changes', () => {
    const exported: DampenerDesign = { ...withLogo, front: { ...withLogo.front, previewUrl: 'https://shop.example/f.png' } };
    expect(apply(exported, { type: 'removeLayer', side: 'front', id: 'logo' }).front.previewUrl).toBeUndefined();
  });
});
