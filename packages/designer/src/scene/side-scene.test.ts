import { createDampenerDesign, type ImageLayer, type TextLayer } from '@courtside/core/design';
import { describe, expect, it } from 'vitest';
import { layerLabel } from '../layer-list.tsx';
import { fontRequests } from '../use-fonts-ready.ts';
import { layerNodeConfig, sceneSize } from './side-scene.ts';

const picture: ImageLayer = { id: 'p', kind: 'image', url: 'https://shop.test/p.png', naturalWidth: 300, naturalHeight: 150, x: 15, y: 10, scale: 0.5, rotation: 30 };
const words: TextLayer = { id: 't', kind: 'text', text: '코트\n사이드', font: 'pretendard-bold', fontSize: 4, color: '#FF0000', x: 15, y: 20, scale: 2, rotation: 0 };

describe('layer nodes', () => {
  it('centre a picture on its design position, rotating about its middle', () => {
    expect(layerNodeConfig(picture, 10)).toEqual({ kind: 'image', id: 'p', x: 150, y: 100, width: 127, height: 63.5, offsetX: 63.5, offsetY: 31.75, rotation: 30 });
  });

  it('draw text centred in its box, in the browser’s name for the font', () => {
    const node = layerNodeConfig(words, 10, (family) => `"${family} Variable"`);
    expect(node).toMatchObject({ kind: 'text', x: 150, y: 200, fontSize: 80, fontFamily: '"Pretendard Variable"', fontStyle: 'bold', fill: '#FF0000', align: 'center', lineHeight: 1.2 });
    expect(layerNodeConfig({ ...words, font: 'pretendard' }, 10)).toMatchObject({ fontFamily: 'Pretendard', fontStyle: 'normal' });
  });

  it('size the scene as the shape plus bleed on both sides', () => {
    expect(sceneSize(354, 24)).toBe(402);
  });
});

describe('fonts before drawing', () => {
  it('asks for every text’s glyphs in its font, and a sample for empty text', () => {
    const design = { ...createDampenerDesign(), front: { layers: [picture, words] }, back: { layers: [{ ...words, id: 'e', text: '', font: 'pretendard' }] } };
    expect(fontRequests(design, (f) => f)).toEqual([
      { family: 'Pretendard', weight: 'bold', text: '코트\n사이드' },
      { family: 'Pretendard', weight: 'normal', text: '가' },
    ]);
  });
});

describe('layer names', () => {
  it('read as the shopper knows them', () => {
    expect(layerLabel(picture, 0)).toBe('이미지 1');
    expect(layerLabel(words, 3)).toBe('텍스트: 코트 사이드');
    expect(layerLabel({ ...words, text: '' }, 0)).toBe('텍스트: (빈 텍스트)');
  });
});
