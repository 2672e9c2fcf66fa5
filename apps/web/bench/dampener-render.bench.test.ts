// Print-file benchmark (issue 5): the time to render a two-sided design as 300-DPI PNGs on the
// server, the way production downloads it — each side with photos and Korean text, from the
// stored document, pictures decoded from their bytes every time (no warm image cache).
import { createCanvas } from 'canvas';
import { createDampenerDesign, type DampenerDesign, type DesignLayer } from '@courtside/core/design';
import { describe, expect, it } from 'vitest';
import { renderSidePng } from '@/lib/server/designs/render';

const ms = (value: number): string => `${value.toFixed(1)} ms`;

function photo(seed: number, size: number): Uint8Array {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  for (let y = 0; y < size; y += 16) {
    for (let x = 0; x < size; x += 16) {
      ctx.fillStyle = `hsl(${(x + y + seed * 40) % 360}, 70%, ${40 + ((x * y) % 30)}%)`;
      ctx.fillRect(x, y, 16, 16);
    }
  }
  return canvas.toBuffer('image/png');
}

const files = new Map<string, Uint8Array>([
  ['https://bench.test/photo-a.png', photo(1, 1200)],
  ['https://bench.test/photo-b.png', photo(2, 1200)],
  ['https://bench.test/logo.png', photo(3, 400)],
]);

function side(url: string, words: string): DesignLayer[] {
  return [
    { id: 'photo', kind: 'image', url, naturalWidth: 1200, naturalHeight: 1200, x: 15, y: 15, scale: 0.2, rotation: 0 },
    { id: 'logo', kind: 'image', url: 'https://bench.test/logo.png', naturalWidth: 400, naturalHeight: 400, x: 9, y: 9, scale: 0.2, rotation: 20 },
    { id: 'name', kind: 'text', text: words, font: 'pretendard-bold', fontSize: 3.5, color: '#FFFFFF', x: 15, y: 22, scale: 1, rotation: 0 },
    { id: 'club', kind: 'text', text: '코트사이드 테니스 클럽', font: 'pretendard', fontSize: 2, color: '#111111', x: 15, y: 7, scale: 1, rotation: 0 },
  ];
}

const design: DampenerDesign = {
  ...createDampenerDesign('circle'),
  sideMode: '2',
  cushionColor: { palette: 'dampener', key: 'skyBlue' },
  front: { layers: side('https://bench.test/photo-a.png', '에이스 김서브') },
  back: { layers: side('https://bench.test/photo-b.png', '2025 클럽 대항전') },
};

const readImage = async (url: string): Promise<Uint8Array> => {
  const bytes = files.get(url);
  if (!bytes) throw new Error(url);
  return bytes;
};

describe('dampener print files', () => {
  it('renders a two-sided design at 300 DPI', async () => {
    // First render registers fonts and warms konva: reported apart.
    const t0 = performance.now();
    await renderSidePng(design, 'front', { readImage });
    const first = performance.now() - t0;
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const front = await renderSidePng(design, 'front', { readImage });
      const back = await renderSidePng(design, 'back', { readImage });
      runs.push(performance.now() - start);
      bytes = front.byteLength + back.byteLength;
    }
    runs.sort((a, b) => a - b);
    const median = runs[Math.floor(runs.length / 2)] ?? 0;
    const p95 = runs[Math.floor(runs.length * 0.95)] ?? 0;
    console.log(`[bench] two-sided 300-DPI export (402 × 402 px per side, 2 photos + 2 texts per side): median ${ms(median)}, p95 ${ms(p95)}, first (cold) front ${ms(first)}, ${Math.round(bytes / 1024)} KB of PNG`);
    expect(bytes).toBeGreaterThan(0);
  });
});
