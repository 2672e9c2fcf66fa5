// nginx as `pnpm start:scale` configures it (scripts/scale/stack.mjs), in front of two own-server
// instance processes sharing one database and one S3 bucket: round robin, the instance header on every
// answer, an upload through the balancer readable on both, and an instance killed with SIGKILL
// skipped without a failed request; with both gone, nginx's own 502 names itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_PEER_CREDENTIALS, startS3Peer, type S3Peer } from '@/scripts/scale/s3-peer.mjs';
import { pickPorts, startNginx, waitForHttp } from '@/scripts/scale/stack.mjs';
import { startUploadInstance, type UploadInstance } from '../uploads/testing/instances';

// Made when the suite runs (not at import), so a run that skips these tests leaves no folder behind.
let folder = '';
let db: TestDatabase;
let peer: S3Peer;
let nginx: ReturnType<typeof startNginx>;
let a: UploadInstance;
let b: UploadInstance;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'courtside-balancer-'));
  db = await createTestDatabase(process.env.TEST_DATABASE_URL, 'balancer');
  peer = await startS3Peer({ directory: join(folder, 's3'), bucket: 'courtside-uploads' });
  const env = (name: string): Record<string, string> => ({
    WEB_INSTANCE_ID: name,
    DATA_DIR: join(folder, name),
    WEB_DATABASE_URL: db.url,
    WEB_SECRET: 'balancer-test-shared-secret-0123456789',
    UPLOAD_S3_BUCKET: 'courtside-uploads',
    UPLOAD_S3_ENDPOINT: peer.endpoint,
    UPLOAD_S3_ACCESS_KEY_ID: S3_PEER_CREDENTIALS.accessKeyId,
    UPLOAD_S3_SECRET_ACCESS_KEY: S3_PEER_CREDENTIALS.secretAccessKey,
  });
  [a, b] = await Promise.all([startUploadInstance(env('web-1')), startUploadInstance(env('web-2'))]);
  // nginx needs its port in its config file: this suite's own block (5170–5175), never a probed free port.
  const { nginx: port } = await pickPorts(Number(process.env.BALANCER_TEST_PORT_BASE ?? 5170));
  nginx = startNginx({ prefix: join(folder, 'nginx'), port, upstreams: [a, b].map((i) => new URL(i.url).host), log: () => undefined });
  await waitForHttp(`${nginx.url}/uploads/none`, 20_000, nginx.proc);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await peer?.close();
  await db?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function through(path: string, init?: RequestInit): Promise<{ status: number; instance: string | null; body: Buffer }> {
  const res = await fetch(`${nginx.url}${path}`, init);
  return { status: res.status, instance: res.headers.get('x-courtside-instance'), body: Buffer.from(await res.arrayBuffer()) };
}

describe('nginx in front of two instances', () => {
  it('alternates between the instances, uploads through itself, and skips an instance killed with SIGKILL', async () => {
    const missing = `/uploads/review/20260101/${'0'.repeat(32)}.png`;
    const first = await Promise.all(Array.from({ length: 6 }, () => through(missing)));
    expect(first.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(first.filter((r) => r.instance === 'web-1')).toHaveLength(3);
    expect(first.filter((r) => r.instance === 'web-2')).toHaveLength(3);

    // Sign and PUT through the balancer: the file address names the balancer, not an instance.
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } }).png().toBuffer();
    const signed = JSON.parse((await through('/api/upload?fileName=p.png&fileType=image/png&bucket=review')).body.toString()) as { url: string };
    expect(new URL(signed.url).origin).toBe(nginx.url);
    const target = new URL(signed.url);
    const put = await through(`${target.pathname}${target.search}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(picture) });
    expect(put.status).toBe(200);
    const fileUrl = new URL((JSON.parse(put.body.toString()) as { url: string }).url);
    expect(fileUrl.origin).toBe(nginx.url);
    const reads = await Promise.all(Array.from({ length: 4 }, () => through(fileUrl.pathname)));
    expect(reads.every((r) => r.status === 200 && r.body.equals(picture))).toBe(true);
    expect(new Set(reads.map((r) => r.instance))).toEqual(new Set(['web-1', 'web-2']));

    // One machine dies: every request still answers, all from the other one.
    await a.kill();
    const after = await Promise.all(Array.from({ length: 6 }, () => through(fileUrl.pathname)));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(after.map((r) => r.instance))).toEqual(new Set(['web-2']));

    // Both gone: nginx answers 502 itself and says so in the header.
    await b.kill();
    const down = await through(fileUrl.pathname);
    expect(down.status).toBe(502);
    expect(down.instance).toBe('nginx');
  }, 60_000);
});
