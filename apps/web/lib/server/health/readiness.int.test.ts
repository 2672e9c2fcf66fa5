// Readiness against real things: a migrated database (SQLite file, or PostgreSQL under
// TEST_DATABASE_URL), a real HTTP platform, a port nothing listens on, and a socket that accepts and
// never answers (a database or platform that hangs) — each reported by name within the time limit.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import { migrations } from '@/lib/server/db/migrations';
import { CHECK_TIMEOUT_MS, readiness } from './readiness';

let testDb: TestDatabase;
let opened: OpenedDatabase<WebDatabase>;
let platform: Server;
let platformUrl: string;
let hang: NetServer;
let hangPort: number;
const sockets: Socket[] = [];

const listen = (server: Server | NetServer) => new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));

beforeAll(async () => {
  testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'readiness');
  opened = await openWebDatabase(testDb.url);
  platform = createHttpServer((req, res) => {
    res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  });
  platformUrl = `http://127.0.0.1:${await listen(platform)}`;
  hang = createNetServer((s) => sockets.push(s));
  hangPort = await listen(hang);
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.destroy();
  hang?.close();
  platform?.close();
  await opened?.close();
  await testDb?.drop();
});

const db = () => Promise.resolve(opened.db as unknown as Kysely<unknown>);

it('is ready when the database answers, every migration is applied and the platform answers', async () => {
  const r = await readiness({ db, migrations, platformUrl, instance: 'test' });
  expect(r.checks.map((c) => [c.name, c.ok])).toEqual([['database', true], ['migrations', true], ['platform', true]]);
  expect(r.ready).toBe(true);
});

it('names a migration that is not applied', async () => {
  const later = { ...migrations, '9999-later': { up: async () => undefined } };
  const r = await readiness({ db, migrations: later, platformUrl, instance: 'test' });
  expect(r.ready).toBe(false);
  expect(r.checks.find((c) => c.name === 'migrations')).toMatchObject({ ok: false, detail: expect.stringContaining('9999-later') });
});

it('names a platform that refuses connections, and one that never answers, within the time limit', async () => {
  const refused = await readiness({ db, migrations, platformUrl: 'http://127.0.0.1:9', instance: 'test' });
  expect(refused.checks.find((c) => c.name === 'platform')?.ok).toBe(false);
  const started = Date.now();
  const hanging = await readiness({ db, migrations, platformUrl: `http://127.0.0.1:${hangPort}`, instance: 'test' });
  expect(hanging.checks.find((c) => c.name === 'platform')?.ok).toBe(false);
  expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1500);
  expect(hanging.checks.filter((c) => c.name !== 'platform').every((c) => c.ok)).toBe(true);
});

it('names a PostgreSQL that is down (refusing, or accepting and never answering) within 5 s', async () => {
  for (const port of [9, hangPort]) {
    const down = openDatabase<unknown>(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const started = Date.now();
    const r = await readiness({ db: () => Promise.resolve(down.db as Kysely<unknown>), migrations, platformUrl, instance: 'test' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.ready).toBe(false);
    expect(r.checks.map((c) => [c.name, c.ok])).toEqual([['database', false], ['migrations', false], ['platform', true]]);
    void down.close().catch(() => undefined);
  }
}, 20_000);
