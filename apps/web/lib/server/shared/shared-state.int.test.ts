// The shared state of several instances, with each "instance" on its own connection to one database
// (SQLite file, or PostgreSQL under TEST_DATABASE_URL): leases and the newest build.
import { createTestDatabase, releaseLease, tryLease, withLease, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import { newestBuildId } from './builds';
import type { SharedStateDb } from './schema';

let testDb: TestDatabase;
let a: OpenedDatabase<WebDatabase>;
let b: OpenedDatabase<WebDatabase>;
const dbA = (): Kysely<SharedStateDb> => a.db as unknown as Kysely<SharedStateDb>;
const dbB = (): Kysely<SharedStateDb> => b.db as unknown as Kysely<SharedStateDb>;

beforeAll(async () => {
  testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'shared-state');
  a = await openWebDatabase(testDb.url);
  b = await openWebDatabase(testDb.url);
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

describe('leases', () => {
  it('go to exactly one of many holders racing for them on two connections', async () => {
    const now = 1_000_000;
    const holders = Array.from({ length: 12 }, (_, i) => `instance-${i}`);
    const won = await Promise.all(holders.map((h, i) => tryLease(i % 2 === 0 ? dbA() : dbB(), 'race', h, 10_000, now)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = holders[won.indexOf(true)] ?? '';
    // The winner renews; the others stay out until it expires or is released.
    expect(await tryLease(dbB(), 'race', winner, 10_000, now + 5_000)).toBe(true);
    expect(await tryLease(dbA(), 'race', 'late-comer', 10_000, now + 14_000)).toBe(false);
    expect(await tryLease(dbA(), 'race', 'late-comer', 10_000, now + 15_001)).toBe(true);
    await releaseLease(dbA(), 'race', 'late-comer');
    expect(await tryLease(dbB(), 'race', 'someone-else', 10_000, now + 15_002)).toBe(true);
  });

  it('run a job on one instance at a time; a holder that dies is taken over after the lease lapses', async () => {
    let clock = 5_000_000;
    const now = (): number => clock;
    let release: () => void = () => undefined;
    const running = withLease(dbA(), 'job', 'a', 1_000, () => new Promise<string>((resolve) => (release = () => resolve('a ran'))), now);
    await new Promise((r) => setTimeout(r, 50));
    expect(await withLease(dbB(), 'job', 'b', 1_000, async () => 'b ran', now)).toEqual({ ran: false });
    release();
    expect(await running).toEqual({ ran: true, value: 'a ran' });
    expect(await withLease(dbB(), 'job', 'b', 1_000, async () => 'b ran', now)).toEqual({ ran: true, value: 'b ran' });

    // "a" takes it and never gives it back (killed): "b" waits out the lease, then runs.
    expect(await tryLease(dbA(), 'job', 'a', 1_000, clock)).toBe(true);
    clock += 500;
    expect((await withLease(dbB(), 'job', 'b', 1_000, async () => 1, now)).ran).toBe(false);
    clock += 600;
    expect(await withLease(dbB(), 'job', 'b', 1_000, async () => 2, now)).toEqual({ ran: true, value: 2 });
  });
});

describe('newest build', () => {
  it('is the same answer from every instance once any of them runs a newer build', async () => {
    expect(await newestBuildId(dbA(), 'build-old', new Date('2026-01-01T00:00:00Z'))).toBe('build-old');
    expect(await newestBuildId(dbB(), 'build-new', new Date('2026-01-02T00:00:00Z'))).toBe('build-new');
    // The old instance, still running, now names the new build too (the shopper is offered a reload).
    expect(await newestBuildId(dbA(), 'build-old', new Date('2026-01-02T00:00:01Z'))).toBe('build-new');
  });
});
