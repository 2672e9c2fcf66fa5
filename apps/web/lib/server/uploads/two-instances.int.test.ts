// Issue 15, "done when": a file uploaded through one instance is read through the other. Two own-
// server instances run as separate processes with their own DATA_DIR, one shared database and one
// S3 bucket (s3rver); the same pair on local disk shows the failure the shared store removes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, openDatabase, type TestDatabase } from '@courtside/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebDatabase } from '@/lib/server/db/schema';
import { S3_PEER_CREDENTIALS, startS3Peer, type S3Peer } from '@/scripts/scale/s3-peer.mjs';
import { startUploadInstance, type UploadInstance } from './testing/instances';

// Made when the suite runs (not at import), so a run that skips these tests leaves no folder behind.
let folder = '';
let png: Buffer;
let db: TestDatabase;
let peer: S3Peer;
const started: UploadInstance[] = [];

function instanceEnv(name: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    WEB_INSTANCE_ID: name,
    DATA_DIR: join(folder, name),
    WEB_DATABASE_URL: db.url,
    WEB_SECRET: 'two-instances-shared-secret-0123456789',
    ...extra,
  };
}

async function start(name: string, extra?: Record<string, string>): Promise<UploadInstance> {
  const instance = await startUploadInstance(instanceEnv(name, extra));
  started.push(instance);
  return instance;
}

async function upload(signAt: UploadInstance, putAt: UploadInstance, body: Buffer = png): Promise<{ key: string; status: number; answer: { url?: string; code?: string } }> {
  const signed = await fetch(`${signAt.url}/api/upload?fileName=${encodeURIComponent('리뷰 사진.png')}&fileType=image/png&bucket=review`);
  expect(signed.status).toBe(200);
  const { url } = (await signed.json()) as { url: string };
  const target = new URL(url);
  const key = target.pathname.replace(/^\/api\/upload\//, '');
  const put = await fetch(`${putAt.url}${target.pathname}${target.search}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(body) });
  return { key, status: put.status, answer: (await put.json()) as { url?: string; code?: string } };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'courtside-two-instances-'));
  // A real picture: the upload makes its thumbnails with sharp and refuses what does not decode.
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
  db = await createTestDatabase(process.env.TEST_DATABASE_URL, 'uploads-two-instances');
  peer = await startS3Peer({ directory: join(folder, 's3'), bucket: 'courtside-uploads' });
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((i) => i.stop()));
  await peer?.close();
  await db?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('uploads across two instances', () => {
  const s3 = (): Record<string, string> => ({
    UPLOAD_S3_BUCKET: 'courtside-uploads',
    UPLOAD_S3_ENDPOINT: peer.endpoint,
    UPLOAD_S3_ACCESS_KEY_ID: S3_PEER_CREDENTIALS.accessKeyId,
    UPLOAD_S3_SECRET_ACCESS_KEY: S3_PEER_CREDENTIALS.secretAccessKey,
  });

  it('with S3 storage, a file uploaded through one instance is served byte for byte by the other', async () => {
    const [a, b] = await Promise.all([start('web-a', s3()), start('web-b', s3())]);
    expect([a.storage, b.storage]).toEqual(['s3', 's3']);

    const { key, status, answer } = await upload(a, a);
    expect(status).toBe(200);
    expect(answer.url).toMatch(new RegExp(`/api/upload/${key}$`));

    for (const path of [`/api/upload/${key}`, `/uploads/${key}`]) {
      const read = await fetch(`${b.url}${path}`);
      expect(read.status, path).toBe(200);
      expect(read.headers.get('x-courtside-instance')).toBe('web-b');
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await read.arrayBuffer()).equals(png), path).toBe(true);
    }
    // The variants made at upload time on "a" are in the shared store too.
    for (const [suffix, type, width] of [['_small.png', 'image/png', 100], ['_small.webp', 'image/webp', 100], ['_small_2x.webp', 'image/webp', 200]] as const) {
      const read = await fetch(`${b.url}/uploads/${key.replace('.png', suffix)}`);
      expect(read.status, suffix).toBe(200);
      expect(read.headers.get('content-type')).toBe(type);
      expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width, suffix).toBe(width);
    }

    // A URL signed by one instance is accepted by the other (the balancer may send the PUT anywhere).
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const crossed = await upload(b, a, small);
    expect(crossed.status).toBe(200);
    const back = await fetch(`${b.url}/api/upload/${crossed.key}`);
    expect(Buffer.from(await back.arrayBuffer()).equals(small)).toBe(true);

    // Both uploads are in the shared uploads index, once each.
    const shared = openDatabase<WebDatabase>(db.url);
    try {
      const rows = await shared.db.selectFrom('uploads').select('file_key').execute();
      expect(rows.map((r) => r.file_key).sort()).toEqual([key, crossed.key].sort());
    } finally {
      await shared.close();
    }
  }, 60_000);

  it('with each instance on its own disk, the other instance cannot find the file (why S3 is needed)', async () => {
    const [c, d] = await Promise.all([start('web-c'), start('web-d')]);
    expect(c.storage).toBe('local');
    const { key, status } = await upload(c, c);
    expect(status).toBe(200);
    expect((await fetch(`${c.url}/uploads/${key}`)).status).toBe(200);
    const missing = await fetch(`${d.url}/uploads/${key}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('UPLOAD_NOT_FOUND');
  }, 60_000);

  it('answers 503 with a Korean message when the S3 store is unreachable', async () => {
    const e = await start('web-e', { ...s3(), UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9' });
    const { status, answer } = await upload(e, e);
    expect(status).toBe(503);
    expect(answer.code).toBe('UPLOAD_STORAGE_UNAVAILABLE');
    expect((answer as { message?: string }).message).toMatch(/저장소/);
  }, 60_000);
});
