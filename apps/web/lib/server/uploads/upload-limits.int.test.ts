// Issue 30: the per-visitor upload quota must not trust a client-written X-Forwarded-For. Real
// instance processes (the upload routes behind node:http, which stamps the socket's peer as
// scripts/serve.mjs does) on one database (SQLite file, or PostgreSQL under TEST_DATABASE_URL);
// two real client addresses on the loopback interface (127.0.0.1 and 127.0.0.2).
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@courtside/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startUploadInstance, type UploadInstance } from './testing/instances';
import { UPLOAD_SIGN_POLICY } from './upload-limits';

let folder = '';
let db: TestDatabase;
const started: UploadInstance[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'courtside-upload-limits-'));
  db = await createTestDatabase(process.env.TEST_DATABASE_URL, 'upload-limits');
}, 60_000);

afterAll(async () => {
  await Promise.all(started.map((i) => i.stop()));
  await db?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function start(name: string, extra: Record<string, string> = {}): Promise<UploadInstance> {
  const instance = await startUploadInstance({ WEB_INSTANCE_ID: name, DATA_DIR: join(folder, name), WEB_DATABASE_URL: db.url, WEB_SECRET: 'upload-limits-test-secret-0123456789', ...extra });
  started.push(instance);
  return instance;
}

/** GET a signed upload URL from `from` (a socket bound to that address), with an optional X-Forwarded-For. */
function sign(base: string, from: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/upload?fileName=a.png&fileType=image/png&bucket=review`, { localAddress: from, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

it('without a trusted proxy, counts the socket: rotating X-Forwarded-For after the 429 gets nothing, another client still signs', async () => {
  const direct = await start('direct');
  for (let i = 0; i < UPLOAD_SIGN_POLICY.maxHits; i++) expect(await sign(direct.url, '127.0.0.1', `198.51.100.${i % 250}`)).toBe(200);
  expect(await sign(direct.url, '127.0.0.1')).toBe(429);
  const rotated = [];
  for (let i = 0; i < 5; i++) rotated.push(await sign(direct.url, '127.0.0.1', `203.0.113.${i + 1}`));
  expect(rotated).toEqual([429, 429, 429, 429, 429]);
  expect(await sign(direct.url, '127.0.0.2')).toBe(200);
}, 120_000);

it('behind a trusted proxy (TRUST_PROXY=1), counts the entry the proxy appended, not what the client wrote before it', async () => {
  const proxied = await start('proxied', { TRUST_PROXY: '1' });
  // The proxy appends the address it saw (192.0.2.50); the client wrote a different one each time.
  for (let i = 0; i < UPLOAD_SIGN_POLICY.maxHits; i++) expect(await sign(proxied.url, '127.0.0.1', `10.9.9.${i % 250}, 192.0.2.50`)).toBe(200);
  expect(await sign(proxied.url, '127.0.0.1', 'forged-1, 192.0.2.50')).toBe(429);
  expect(await sign(proxied.url, '127.0.0.1', '192.0.2.50, 192.0.2.51')).toBe(200);
}, 120_000);
