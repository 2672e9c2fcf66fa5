// The print file, checked pixel by pixel: its size is the 300-DPI size of 30 mm plus bleed, the
// circle leaves its corners transparent while the square fills them, the cushion colour is at the
// centre, artwork lands where the design puts it (also on the back when the sides differ), and
// Korean text is drawn with a real font.
import { createCanvas, loadImage } from 'canvas';
import { createDampenerDesign, printGeometry, type DampenerDesign, type ImageLayer, type TextLayer } from '@courtside/core/design';
import { describe, expect, it } from 'vitest';
import { RenderError, renderSidePng } from './render';

const g = printGeometry(300);

function solidPng(color: string, width = 60, height = 60): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

const files: Record<string, Uint8Array> = {
  'https://shop.test/blue.png': solidPng('#0000FF'),
  'https://shop.test/green.png': solidPng('#00FF00'),
};
const readImage = async (url: string) => {
  const bytes = files[url];
  if (!bytes) throw new RenderError('IMAGE_DOWNLOAD_FAILED', url);
  return bytes;
};

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const at = (x: number, y: number) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data);
  /** Design mm → file px (the cut line's corner is at the bleed). */
  const mm = (x: number, y: number) => at(g.bleedPx + x * g.pxPerMm, g.bleedPx + y * g.pxPerMm);
  return { width: image.width, height: image.height, at, mm, ctx };
}

// A 60 px picture at scale 1 is 5.08 mm wide: centred at (8, 8) mm it covers 5.46–10.54 mm.
const blue: ImageLayer = { id: 'blue', kind: 'image', url: 'https://shop.test/blue.png', naturalWidth: 60, naturalHeight: 60, x: 8, y: 8, scale: 1, rotation: 0 };
const green: ImageLayer = { ...blue, id: 'green', url: 'https://shop.test/green.png', x: 22, y: 22 };
const korean: TextLayer = { id: 'name', kind: 'text', text: '코트', font: 'pretendard-bold', fontSize: 6, color: '#000000', x: 15, y: 22, scale: 1, rotation: 0 };

function design(changes: Partial<DampenerDesign>): DampenerDesign {
  return { ...createDampenerDesign('square'), cushionColor: { palette: 'dampener', key: 'red' }, ...changes };
}

describe('print files', () => {
  it('are 402 × 402 px (30 mm + 2 × 2 mm bleed at 300 DPI) and say 300 DPI', async () => {
    const png = await renderSidePng(design({}), 'front', { readImage });
    const { width, height } = await pixels(png);
    expect([width, height]).toEqual([402, 402]);
    // pHYs chunk: pixels per metre in x and y, unit 1 (metre). 300 DPI = 11811 px/m.
    const at = png.indexOf('pHYs');
    expect(at).toBeGreaterThan(0);
    expect([png.readUInt32BE(at + 4), png.readUInt32BE(at + 8), png[at + 12]]).toEqual([11811, 11811, 1]);
  });

  it('fill the square to its corners, and leave the circle’s corners transparent', async () => {
    const square = await pixels(await renderSidePng(design({}), 'front', { readImage }));
    const circle = await pixels(await renderSidePng(design({ shape: 'circle' }), 'front', { readImage }));
    expect(square.at(2, 2)).toEqual([224, 36, 36, 255]);
    expect(circle.at(2, 2)[3]).toBe(0);
    expect(circle.at(401, 401)[3]).toBe(0);
    // The cushion colour sits at the centre of both.
    expect(square.at(201, 201)).toEqual([224, 36, 36, 255]);
    expect(circle.at(201, 201)).toEqual([224, 36, 36, 255]);
  });

  it('draw the cut line on the shape’s edge', async () => {
    const square = await pixels(await renderSidePng(design({}), 'front', { readImage }));
    expect(square.at(g.bleedPx, 201)).toEqual([236, 0, 140, 255]);
    expect(square.at(g.bleedPx + 10, 201)).toEqual([224, 36, 36, 255]);
  });

  it('put artwork where the design places it, on each side', async () => {
    const twoSided = design({ sideMode: '2', front: { layers: [blue] }, back: { layers: [green] } });
    const front = await pixels(await renderSidePng(twoSided, 'front', { readImage }));
    const back = await pixels(await renderSidePng(twoSided, 'back', { readImage }));
    expect(front.mm(8, 8)).toEqual([0, 0, 255, 255]);
    expect(front.mm(12, 8)).toEqual([224, 36, 36, 255]);
    expect(front.mm(22, 22)).toEqual([224, 36, 36, 255]);
    expect(back.mm(22, 22)).toEqual([0, 255, 0, 255]);
    expect(back.mm(8, 8)).toEqual([224, 36, 36, 255]);
    // Same on both sides: the back prints the front.
    const same = await pixels(await renderSidePng({ ...twoSided, sideMode: '1' }, 'back', { readImage }));
    expect(same.mm(8, 8)).toEqual([0, 0, 255, 255]);
  });

  it('draw Korean text in its colour', async () => {
    const file = await pixels(await renderSidePng(design({ front: { layers: [korean] } }), 'front', { readImage }));
    // The text box is about 12 × 7.2 mm around (15, 22): count near-black pixels in it.
    const x0 = Math.round(g.bleedPx + 9 * g.pxPerMm);
    const y0 = Math.round(g.bleedPx + 18.4 * g.pxPerMm);
    const data = file.ctx.getImageData(x0, y0, Math.round(12 * g.pxPerMm), Math.round(7.2 * g.pxPerMm)).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 60 && (data[i + 1] ?? 255) < 60) dark++;
    expect(dark).toBeGreaterThan(500);
    expect(file.mm(15, 8)).toEqual([224, 36, 36, 255]);
  });

  it('fail with a code when a picture cannot be read', async () => {
    const missing = design({ front: { layers: [{ ...blue, url: 'https://shop.test/missing.png' }] } });
    await expect(renderSidePng(missing, 'front', { readImage })).rejects.toMatchObject({ code: 'IMAGE_DOWNLOAD_FAILED' });
    files['https://shop.test/broken.png'] = new Uint8Array([1, 2, 3]);
    const broken = design({ front: { layers: [{ ...blue, url: 'https://shop.test/broken.png' }] } });
    await expect(renderSidePng(broken, 'front', { readImage })).rejects.toMatchObject({ code: 'IMAGE_DOWNLOAD_FAILED' });
  });
});
