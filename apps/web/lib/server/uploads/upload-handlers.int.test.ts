// The upload exchange over a real database and a real uploads folder: sign, PUT a real picture, read
// back the original, its 100 px `_small` thumbnail and the WebP variants; broken pictures are refused
// with a code and nothing is stored; a file stored before variants existed gets them on first read.
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Types only: the modules themselves load after DATA_DIR and the database address are set.
import type * as ApiRoute from '@/lib/server/api-route';
import type * as Handlers from './upload-handlers';

let test: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'courtside-uploads-'));
let handlers: typeof Handlers;
let route: typeof ApiRoute.route;

beforeAll(async () => {
  test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'uploads');
  process.env.DATA_DIR = dataDir;
  process.env.WEB_DATABASE_URL = test.url;
  handlers = await import('./upload-handlers');
  route = (await import('@/lib/server/api-route')).route;
});

afterAll(async () => {
  const { webDb } = await import('@/lib/server/db');
  await (await webDb()).destroy();
  await test?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const origin = 'http://shop.test';

async function signed(fileType: string, bucket = 'review'): Promise<string> {
  const response = await route(handlers.signUploadUrl)(new Request(`${origin}/api/upload?fileName=a&fileType=${encodeURIComponent(fileType)}&bucket=${bucket}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

async function put(url: string, type: string, body: Uint8Array): Promise<Response> {
  const key = new URL(url).pathname.replace('/api/upload/', '');
  return route((r: Request) => handlers.receiveUpload(r, key))(new Request(url, { method: 'PUT', headers: { 'content-type': type }, body: Buffer.from(body) }));
}

async function get(url: string): Promise<Response> {
  const key = new URL(url).pathname.replace('/api/upload/', '');
  return route(() => handlers.serveUpload(key))();
}

async function imageOf(response: Response) {
  const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
  return { type: response.headers.get('content-type'), format: meta.format, width: meta.width };
}

const photo = async (format: 'png' | 'jpeg', width = 400, height = 300) =>
  new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#2a7' } }).toFormat(format).toBuffer());

describe('uploads with thumbnails', () => {
  it('stores a 400 px photo with its 100 px _small thumbnail and WebP at 1x and 2x', async () => {
    const url = await signed('image/jpeg');
    const stored = await put(url, 'image/jpeg', await photo('jpeg'));
    expect(stored.status).toBe(200);
    const fileUrl = ((await stored.json()) as { url: string }).url;
    expect(fileUrl).toMatch(/^http:\/\/shop\.test\/api\/upload\/review\/\d{8}\/[0-9a-f]{32}\.jpg$/);

    expect(await imageOf(await get(fileUrl))).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 400 });
    expect(await imageOf(await get(fileUrl.replace('.jpg', '_small.jpg')))).toEqual({ type: 'image/jpeg', format: 'jpeg', width: 100 });
    expect(await imageOf(await get(fileUrl.replace('.jpg', '_small.webp')))).toEqual({ type: 'image/webp', format: 'webp', width: 100 });
    expect(await imageOf(await get(fileUrl.replace('.jpg', '_small_2x.webp')))).toEqual({ type: 'image/webp', format: 'webp', width: 200 });
    // A variant that is never made is not found (and costs no decoding).
    expect((await get(fileUrl.replace('.jpg', '_small.png'))).status).toBe(404);
  });

  it('refuses bytes that are not the picture they claim to be, and stores nothing', async () => {
    const url = await signed('image/png');
    const refused = await put(url, 'image/png', new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'UPLOAD_IMAGE_INVALID', message: expect.stringContaining('이미지를 읽을 수 없습니다') });
    expect((await get(url.split('?')[0]!)).status).toBe(404);

    const jpegAsPng = await put(await signed('image/png'), 'image/png', await photo('jpeg'));
    expect(jpegAsPng.status).toBe(400);
  });

  it('makes the variants of a file stored before they existed on its first read', async () => {
    const key = 'review/20240101/0123456789abcdef0123456789abcdef.png';
    const path = join(dataDir, 'uploads', key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await photo('png', 300, 300));
    expect(await imageOf(await get(`${origin}/api/upload/${key.replace('.png', '_small_2x.webp')}`))).toEqual({ type: 'image/webp', format: 'webp', width: 200 });
    expect(await imageOf(await get(`${origin}/api/upload/${key.replace('.png', '_small.png')}`))).toEqual({ type: 'image/png', format: 'png', width: 100 });
  });
});
