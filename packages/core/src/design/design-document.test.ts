import { describe, expect, it } from 'vitest';
import {
  DESIGN_SIDE_LABELS,
  createDampenerDesign,
  customItemOf,
  cushionColorName,
  cushionHex,
  imageCount,
  isBlankDesign,
  printedSide,
} from './design-document.ts';
import { CUSHION_MATERIALS, DESIGN_FONTS, designFont, isCushionMaterial } from './design-options.ts';
import { effectiveDpi, resolutionLevel, resolutionWarnings } from './print-resolution.ts';
import { mmToPx, printGeometry } from './print-spec.ts';
import { charAdvance, estimateTextBox, textLines } from './text-metrics.ts';
import { imageLayer, textLayer } from './testing/layers.ts';
import type { DampenerDesign } from './types.ts';

describe('a new design', () => {
  it('is a white circle in standard silicone, the same on both sides, with nothing on it', () => {
    const design = createDampenerDesign();
    expect(design).toMatchObject({ shape: 'circle', cushionMaterial: 'silicone', cushionColor: { palette: 'dampener', key: 'white' }, sideMode: '1' });
    expect(isBlankDesign(design)).toBe(true);
    expect(DESIGN_SIDE_LABELS.back).toBe('뒷면');
  });
});

describe('what gets printed', () => {
  const front = { layers: [imageLayer({ id: 'a', scale: 0.5 }), textLayer({ id: 'words' })] };
  const back = { layers: [imageLayer({ id: 'b', url: 'https://shop.example/b.png', scale: 0.5 }), imageLayer({ id: 'c', scale: 0.5 })] };

  it('prints the front on the back while the sides are the same', () => {
    const same: DampenerDesign = { ...createDampenerDesign(), front, back };
    expect(printedSide(same, 'back')).toBe(front);
    expect(imageCount(same)).toBe(1);
    const different: DampenerDesign = { ...same, sideMode: '2' };
    expect(printedSide(different, 'back')).toBe(back);
    expect(imageCount(different)).toBe(2);
    expect(isBlankDesign(different)).toBe(false);
  });

  it('summarises a design as the seed’s custom item', () => {
    const design: DampenerDesign = { ...createDampenerDesign('square'), cushionColor: { palette: 'dampener', key: 'red' }, front };
    expect(customItemOf(design, 'https://shop.example/f.png')).toEqual({ front_draft_url: 'https://shop.example/f.png', shape_type: 'square', cushion_color: 'red', image_count: 1 });
  });

  it('names and colours the cushion from its palette', () => {
    expect(cushionHex({ palette: 'dampener', key: 'green' })).toBe('#1E9E4A');
    expect(cushionHex({ palette: 'extended', key: 'green' })).toBe('#2E8B3E');
    expect(cushionColorName({ palette: 'extended', key: 'navy' })).toBe('네이비');
    expect(cushionHex({ palette: 'dampener', key: 'gold' as never })).toBe('#FFFFFF');
    expect(cushionColorName({ palette: 'dampener', key: 'gold' as never })).toBe('gold');
  });
});

describe('print resolution', () => {
  it('is 300 DPI at scale 1 and falls as a picture is enlarged', () => {
    expect(effectiveDpi(imageLayer())).toBe(300);
    expect(effectiveDpi(imageLayer({ scale: 2 }))).toBe(150);
    expect([resolutionLevel(300), resolutionLevel(299.6), resolutionLevel(299), resolutionLevel(150), resolutionLevel(149)]).toEqual(['ok', 'ok', 'low', 'low', 'too-low']);
  });

  it('warns about each printed picture below 300 DPI, and never about text', () => {
    const small = imageLayer({ id: 'small', naturalWidth: 40, naturalHeight: 40, scale: 4 });
    const soft = imageLayer({ id: 'soft', naturalWidth: 100, naturalHeight: 100, scale: 1.5 });
    const design: DampenerDesign = {
      ...createDampenerDesign(),
      sideMode: '2',
      front: { layers: [imageLayer({ scale: 0.5 }), textLayer({ scale: 3 }), soft] },
      back: { layers: [small] },
    };
    const warnings = resolutionWarnings(design);
    expect(warnings.map((w) => [w.side, w.layerId, w.level, Math.round(w.dpi)])).toEqual([
      ['front', 'soft', 'low', 200],
      ['back', 'small', 'too-low', 75],
    ]);
    expect(warnings[0]?.message).toContain('200 DPI');
    expect(warnings[1]?.message).toContain('너무 낮아');
    // With the same design on both sides the back's own layers are not printed.
    expect(resolutionWarnings({ ...design, sideMode: '1' }).map((w) => w.layerId)).toEqual(['soft']);
  });
});

describe('print geometry', () => {
  it('makes a 30 mm face 354 px at 300 DPI, with 24 px of bleed on each side', () => {
    expect(printGeometry()).toMatchObject({ dpi: 300, shapePx: 354, bleedPx: 24, sizePx: 402 });
    expect(printGeometry(150).shapePx).toBe(177);
    expect(mmToPx(25.4)).toBe(300);
  });
});

describe('text boxes', () => {
  it('measures Hangul a full em, capitals and digits wider than lower case', () => {
    expect(charAdvance('한')).toBe(1);
    expect(charAdvance('ㄱ')).toBe(1);
    expect(['ᄀ', '。', '漢', 'Ａ'].map(charAdvance)).toEqual([1, 1, 1, 1]);
    expect(charAdvance(' ')).toBe(0.3);
    expect(charAdvance('A')).toBe(0.72);
    expect(charAdvance('a')).toBe(0.6);
    expect(charAdvance('')).toBe(0.6);
    expect(estimateTextBox('코트\nAB', 5)).toEqual({ width: 10, height: 12 });
    expect(estimateTextBox('', 4).width).toBe(2);
    expect(textLines('a\r\nb\nc')).toEqual(['a', 'b', 'c']);
  });
});

describe('materials and fonts', () => {
  it('offers three materials and two Korean fonts', () => {
    expect(CUSHION_MATERIALS.map((m) => m.name)).toEqual(['기본 실리콘', '소프트 실리콘', '친환경 고무']);
    expect(isCushionMaterial('eco-rubber')).toBe(true);
    expect(isCushionMaterial('gold')).toBe(false);
    expect(designFont('pretendard-bold').weight).toBe('bold');
    expect(designFont('comic-sans')).toBe(DESIGN_FONTS[0]);
  });
});

describe('drawing frames', () => {
  it('places a layer in pixels at any resolution, text with its font', async () => {
    const { layerFrame, textStyle } = await import('./layer-frame.ts');
    expect(layerFrame(imageLayer({ x: 10, y: 20, scale: 0.5, rotation: 30 }), 10)).toEqual({ x: 100, y: 200, width: 127, height: 63.5, rotation: 30 });
    expect(textStyle(textLayer({ font: 'pretendard-bold', fontSize: 4, scale: 2 }), 10)).toEqual({ fontSize: 80, family: 'Pretendard', weight: 'bold', lineHeight: 1.2, color: '#111111' });
  });
});
