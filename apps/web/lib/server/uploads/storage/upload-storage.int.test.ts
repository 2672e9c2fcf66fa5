// Both upload stores keep the same promises: bytes back as stored, variants as separate files, a
// missing key is null (not an error), a broken store is an UploadStorageError. S3 runs against
// s3rver, a real S3 protocol peer over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_PEER_CREDENTIALS, startS3Peer, type S3Peer } from '@/scripts/scale/s3-peer.mjs';
import { createLocalUploadStorage } from './local-storage';
import { createS3UploadStorage } from './s3-storage';
import { UploadStorageError, type UploadStorage } from './upload-storage';

const hex = 'aabbccddeeff00112233445566778899';
const key = `review/20260101/${hex}.png`;
const small = `review/20260101/${hex}_small.png`;
const bytes = (n: number, seed: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256);

// Made when the suite runs (not at import), so a run that skips these tests leaves no folder behind.
let folder = '';
let peer: S3Peer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'courtside-storage-'));
  peer = await startS3Peer({ directory: join(folder, 's3'), bucket: 'courtside-test' });
});
afterAll(async () => {
  await peer.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const stores: [string, () => UploadStorage][] = [
  ['local disk', () => createLocalUploadStorage(join(folder, 'local'))],
  ['S3 (s3rver)', () => createS3UploadStorage({ endpoint: peer.endpoint, bucket: 'courtside-test', region: 'us-east-1', forcePathStyle: true, ...S3_PEER_CREDENTIALS })],
];

describe.each(stores)('upload storage: %s', (_name, make) => {
  it('gives back exactly the bytes stored, and a second store object over the same place sees them', async () => {
    const original = bytes(300_000, 7);
    await make().put(key, original, 'image/png');
    const again = await make().get(key);
    expect(again && Buffer.from(again).equals(Buffer.from(original))).toBe(true);
  });

  it('keeps a variant (thumbnail, WebP copy) as its own file next to the original', async () => {
    const thumb = bytes(2_000, 99);
    const webp = `review/20260101/${hex}.webp`;
    await make().put(small, thumb, 'image/png');
    await make().put(webp, bytes(500, 3), 'image/webp');
    expect(Buffer.from((await make().get(small)) ?? []).equals(Buffer.from(thumb))).toBe(true);
    expect((await make().get(webp))?.byteLength).toBe(500);
    expect((await make().get(key))?.byteLength).toBe(300_000);
  });

  it('answers null for a file that was never stored, and replaces a file stored again', async () => {
    expect(await make().get(`review/20260101/${'0'.repeat(32)}.jpg`)).toBeNull();
    const k = `bug-report/20260101/${'1'.repeat(32)}.gif`;
    await make().put(k, bytes(10, 1), 'image/gif');
    await make().put(k, bytes(20, 2), 'image/gif');
    expect((await make().get(k))?.byteLength).toBe(20);
  });

  it('refuses a key that is not an upload key before touching the store', async () => {
    await expect(make().put('../../etc/passwd', bytes(1, 1), 'image/png')).rejects.toBeInstanceOf(UploadStorageError);
    await expect(make().get('review/../../x.png')).rejects.toBeInstanceOf(UploadStorageError);
  });
});

describe('S3 storage failures', () => {
  it('turns an unreachable endpoint or a missing bucket into UploadStorageError', async () => {
    const down = createS3UploadStorage({ endpoint: 'http://127.0.0.1:9', bucket: 'courtside-test', region: 'us-east-1', forcePathStyle: true, ...S3_PEER_CREDENTIALS });
    await expect(down.put(key, bytes(5, 1), 'image/png')).rejects.toBeInstanceOf(UploadStorageError);
    const noBucket = createS3UploadStorage({ endpoint: peer.endpoint, bucket: 'no-such-bucket', region: 'us-east-1', forcePathStyle: true, ...S3_PEER_CREDENTIALS });
    await expect(noBucket.put(key, bytes(5, 1), 'image/png')).rejects.toBeInstanceOf(UploadStorageError);
  });
});
