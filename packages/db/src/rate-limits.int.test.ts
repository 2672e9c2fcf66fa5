import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { RateLimited, attemptLimiter, backoffLimiter, createRateLimitsTable, createTestDatabase, migrateToLatest, openDatabase, takeQuota, type OpenedDatabase, type RateLimitsDb, type TestDatabase } from './index.ts';

const t0 = new Date('2026-03-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe(`rate limits on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}`, () => {
  let test: TestDatabase;
  let a: OpenedDatabase<RateLimitsDb>;
  let b: OpenedDatabase<RateLimitsDb>;
  beforeAll(async () => {
    test = await createTestDatabase(process.env.TEST_DATABASE_URL, 'ratelimits');
    a = openDatabase<RateLimitsDb>(test.url);
    await migrateToLatest(a.db as Kysely<unknown>, { '0150-rate-limits': { up: createRateLimitsTable } });
    // A second connection stands for a second server instance.
    b = openDatabase<RateLimitsDb>(test.url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await test.drop();
  });

  it('locks a subject after the allowed failures, shared by every instance, and unlocks after the lock', async () => {
    const policy = { maxFailures: 3, windowMs: 60_000, lockMs: 120_000 };
    const one = attemptLimiter(a.db, policy);
    const two = attemptLimiter(b.db, policy);
    expect(await one.recordFailure('login', 'lee', at(0))).toBeNull();
    expect(await two.recordFailure('login', 'lee', at(1000))).toBeNull();
    const locked = await one.recordFailure('login', 'lee', at(2000));
    expect(locked).toBeInstanceOf(RateLimited);
    expect(locked?.retryAfterSeconds).toBe(120);
    await expect(two.assertOpen('login', 'lee', at(3000))).rejects.toMatchObject({ retryAfterSeconds: 119 });
    // Another subject and another scope are not touched.
    await expect(two.assertOpen('login', 'kim', at(3000))).resolves.toBeUndefined();
    await expect(two.assertOpen('order', 'lee', at(3000))).resolves.toBeUndefined();
    await expect(one.assertOpen('login', 'lee', at(122_001))).resolves.toBeUndefined();
  });

  it('backs off after the free failures, doubling up to the cap, never a long lock; a success clears it', async () => {
    const policy = { freeFailures: 2, windowMs: 60_000, baseMs: 1000, maxMs: 4000 };
    const one = backoffLimiter(a.db, policy);
    const two = backoffLimiter(b.db, policy);
    expect(await one.recordFailure('id', 'park', at(0))).toBeNull();
    expect(await two.recordFailure('id', 'park', at(100))).toBeNull();
    await expect(one.assertOpen('id', 'park', at(200))).resolves.toBeUndefined();
    expect((await two.recordFailure('id', 'park', at(200)))?.retryAfterSeconds).toBe(1);
    await expect(one.assertOpen('id', 'park', at(700))).rejects.toBeInstanceOf(RateLimited);
    await expect(one.assertOpen('id', 'park', at(1300))).resolves.toBeUndefined();
    expect((await one.recordFailure('id', 'park', at(1300)))?.retryAfterSeconds).toBe(2);
    expect((await one.recordFailure('id', 'park', at(3400)))?.retryAfterSeconds).toBe(4);
    expect((await one.recordFailure('id', 'park', at(7500)))?.retryAfterSeconds).toBe(4);
    await expect(two.assertOpen('id', 'park', at(11_501))).resolves.toBeUndefined();
    await one.clear('id', 'park');
    expect(await one.recordFailure('id', 'park', at(12_000))).toBeNull();
  });

  it('starts a new window when the old one is over, and a success clears failures', async () => {
    const limiter = attemptLimiter(a.db, { maxFailures: 2, windowMs: 10_000, lockMs: 60_000 });
    expect(await limiter.recordFailure('pin', 'x', at(0))).toBeNull();
    expect(await limiter.recordFailure('pin', 'x', at(20_000))).toBeNull();
    await limiter.clear('pin', 'x');
    expect(await limiter.recordFailure('pin', 'x', at(21_000))).toBeNull();
    expect(await limiter.recordFailure('pin', 'x', at(22_000))).toBeInstanceOf(RateLimited);
  });

  it('counts concurrent failures from two instances without losing any', async () => {
    const policy = { maxFailures: 1000, windowMs: 60_000, lockMs: 1000 };
    await Promise.all(Array.from({ length: 40 }, (_, i) => attemptLimiter(i % 2 ? a.db : b.db, policy).recordFailure('race', 's', at(0))));
    const row = await a.db.selectFrom('rate_limits').selectAll().where('scope', '=', 'race').executeTakeFirstOrThrow();
    expect(row.hits).toBe(40);
  });

  it('takes a quota of uses and bytes per window', async () => {
    const policy = { windowMs: 60_000, maxHits: 3, maxAmount: 100 };
    await takeQuota(a.db, 'upload', 'guest', at(0), policy, 40);
    await takeQuota(b.db, 'upload', 'guest', at(1000), policy, 40);
    await expect(takeQuota(a.db, 'upload', 'guest', at(2000), policy, 40)).rejects.toMatchObject({ retryAfterSeconds: 58 });
    await takeQuota(a.db, 'upload', 'guest', at(61_000), policy, 40);
    await takeQuota(a.db, 'upload', 'other', at(0), { windowMs: 60_000, maxHits: 1 });
    await expect(takeQuota(a.db, 'upload', 'other', at(1), { windowMs: 60_000, maxHits: 1 })).rejects.toBeInstanceOf(RateLimited);
  });

  it('keeps very long subjects to one row', async () => {
    const limiter = attemptLimiter(a.db, { maxFailures: 2, windowMs: 60_000, lockMs: 60_000 });
    await limiter.recordFailure('long', 'a'.repeat(300), at(0));
    expect(await limiter.recordFailure('long', `${'a'.repeat(300)}b`, at(1))).toBeInstanceOf(RateLimited);
  });
});
