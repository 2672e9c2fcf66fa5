import { describe, expect, it } from 'vitest';
import { DAMPENER_COLORS, PALETTE_COLORS, colorByKey, isHexColor } from './colors.ts';
import type { ColorOption } from './colors.ts';

describe('dampener colours', () => {
  it('lists the 11 cushion colours in the source order', () => {
    expect(DAMPENER_COLORS.map((color) => color.key)).toEqual([
      'black',
      'cobaltBlue',
      'green',
      'lightGreen',
      'skyBlue',
      'red',
      'orange',
      'pink',
      'fluorescentYellow',
      'white',
      'silver',
    ]);
  });

  it('names them in Korean', () => {
    expect(colorByKey('black')?.name).toBe('블랙');
    expect(colorByKey('fluorescentYellow')?.name).toBe('형광 옐로우');
    expect(colorByKey('white')).toEqual({ key: 'white', name: '화이트', hex: '#FFFFFF' });
  });
});

describe('the larger palette', () => {
  it('keeps all 34 keys with the source spellings', () => {
    expect(PALETTE_COLORS.map((color) => color.key)).toEqual([
      'green', 'neonYellow', 'skyblue', 'lightGreen', 'cobaltBlue', 'white', 'black', 'gray', 'charcoal', 'ivory',
      'ash', 'navy', 'sliverGray', 'yellow', 'lightYellow', 'red', 'orange', 'hotPink', 'royalBlue', 'burgundy',
      'lightPink', 'purple', 'pink', 'lightPurple', 'denim', 'lime', 'mint', 'olive', 'forest', 'lightBlue',
      'turquoise', 'ultramarine', 'natural', 'sliver',
    ]);
  });

  it('is searched when asked for', () => {
    expect(colorByKey('sliver', PALETTE_COLORS)?.name).toBe('실버');
    expect(colorByKey('navy', PALETTE_COLORS)?.name).toBe('네이비');
    expect(colorByKey('navy')).toBeUndefined();
  });
});

describe.each([
  ['dampener colours', DAMPENER_COLORS],
  ['palette', PALETTE_COLORS],
] as const)('every entry of the %s', (_, palette: readonly ColorOption[]) => {
  it('has a unique key, a Korean name and an upper-case #RRGGBB code', () => {
    expect(new Set(palette.map((color) => color.key)).size).toBe(palette.length);
    for (const color of palette) {
      expect(color.name, color.key).toMatch(/^[가-힣 ]+$/);
      expect(color.hex, color.key).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('has a distinct colour code per entry, so swatches can be told apart', () => {
    expect(new Set(palette.map((color) => color.hex)).size).toBe(palette.length);
  });
});

describe('colorByKey', () => {
  it('is case-sensitive and answers undefined for unknown keys', () => {
    expect(colorByKey('skyBlue')?.hex).toBe('#7EC8F0');
    expect(colorByKey('skyblue')).toBeUndefined();
    expect(colorByKey('skyblue', PALETTE_COLORS)?.hex).toBe('#87CEEB');
    expect(colorByKey('')).toBeUndefined();
  });
});

describe('isHexColor', () => {
  it.each(['#FFFFFF', '#0047ab', '#fff', '#000'])('accepts %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['FFFFFF', '#FFFF', '#FFFFFFFF', '#GGGGGG', 'red', '', '#FFFFFF '])('rejects %j', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});
