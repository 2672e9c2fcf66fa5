// Layer fixtures for the design tests: a 300 × 150 px picture (25.4 × 12.7 mm at scale 1) and a
// short Korean text, both centred on the 30 mm face unless told otherwise.
import type { ImageLayer, TextLayer } from '../types.ts';

export function imageLayer(changes: Partial<ImageLayer> = {}): ImageLayer {
  return { id: 'img', kind: 'image', url: 'https://shop.example/api/upload/custom-design/a.png', naturalWidth: 300, naturalHeight: 150, x: 15, y: 15, scale: 1, rotation: 0, ...changes };
}

export function textLayer(changes: Partial<TextLayer> = {}): TextLayer {
  return { id: 'txt', kind: 'text', text: '코트', font: 'pretendard', fontSize: 4, color: '#111111', x: 15, y: 15, scale: 1, rotation: 0, ...changes };
}
