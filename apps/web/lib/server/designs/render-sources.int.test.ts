// Issue 18: the print renderer reads only the shop's own stored uploads (it fetches no URL and so
// follows no redirect), and refuses a picture whose header declares too many pixels before decoding.
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { createCanvas } from 'canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDampenerDesign, type ImageLayer } from '@courtside/core/design';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'courtside-render-'));
const { MAX_IMAGE_PIXELS, readDesignImage, renderSidePng } = await import('./render');
const { saveUpload } = await import('@/lib/server/uploads/upload-store');

/** A valid 1-bit greyscale PNG of width × height: a few KB on disk, width × height × 4 bytes decoded. */
function bigPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crcInput = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    let crc = ~0;
    for (const byte of crcInput) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(~crc >>> 0, 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

let server: Server;
let hits = 0;
let base = '';
beforeAll(async () => {
  const picture = createCanvas(10, 10).toBuffer('image/png');
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/redirect.png') res.writeHead(302, { location: '/picture.png' }).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('print renderer picture sources', () => {
  it('never fetches a URL, redirect or not, and refuses it', async () => {
    for (const url of [`${base}/picture.png`, `${base}/redirect.png`, 'file:///etc/passwd', `${base}/api/upload/../../etc/passwd`]) {
      await expect(readDesignImage(url), url).rejects.toMatchObject({ code: 'IMAGE_DOWNLOAD_FAILED' });
    }
    expect(hits).toBe(0);
  });

  it("reads the shop's own stored upload by its key, on any host name", async () => {
    const key = 'custom-design/20260301/0123456789abcdef0123456789abcdef.png';
    const bytes = createCanvas(4, 4).toBuffer('image/png');
    await saveUpload(key, bytes);
    expect(Buffer.from(await readDesignImage(`http://127.0.0.1:3000/api/upload/${key}`))).toEqual(bytes);
    expect(Buffer.from(await readDesignImage(`https://shop.example/uploads/${key}`))).toEqual(bytes);
    await expect(readDesignImage(`http://127.0.0.1:3000/api/upload/${key.replace('0123', '9999')}`)).rejects.toMatchObject({ code: 'IMAGE_DOWNLOAD_FAILED' });
  });

  it('refuses a small file that declares more pixels than the limit, before decoding it', async () => {
    const bomb = bigPng(6000, 6000);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(6000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const layer: ImageLayer = { id: 'bomb', kind: 'image', url: 'https://shop.test/bomb.png', naturalWidth: 60, naturalHeight: 60, x: 15, y: 15, scale: 1, rotation: 0 };
    const design = { ...createDampenerDesign('square'), front: { layers: [layer] } };
    await expect(renderSidePng(design, 'front', { readImage: async () => bomb })).rejects.toMatchObject({ code: 'IMAGE_DOWNLOAD_FAILED' });
    // A picture inside the limit still prints.
    const fine = await renderSidePng(design, 'front', { readImage: async () => bigPng(400, 400) });
    expect(fine.readUInt32BE(16)).toBe(402);
  });
});
