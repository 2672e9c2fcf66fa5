// Attempt limits and usage quotas kept in the database, so every instance of a server shares them
// (an in-memory counter would give each instance, and each restart, a fresh allowance). One row per
// (scope, subject): hits and an amount (bytes) inside a fixed window, and a lock.
// Updates are single upserts, so concurrent requests on any instance count every hit.
import { sql, type Kysely } from 'kysely';

export interface RateLimitsTable {
  scope: string;
  subject: string;
  hits: number;
  amount: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface RateLimitsDb {
  rate_limits: RateLimitsTable;
}

/** For a migration: the rate_limits table (portable SQL, ISO-8601 text times). */
export async function createRateLimitsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('rate_limits_pk', ['scope', 'subject'])
    .execute();
}

/** Failures allowed inside `windowMs` before the subject is locked for `lockMs`. */
export interface AttemptPolicy {
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

/** Uses (and an amount, e.g. bytes) allowed per subject inside `windowMs`. */
export interface QuotaPolicy {
  readonly windowMs: number;
  readonly maxHits: number;
  readonly maxAmount?: number;
}

/** Refused: locked or over quota, for this many more seconds. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`rate limited for ${retryAfterSeconds}s`);
    this.name = 'RateLimited';
  }
}

const MAX_SUBJECT = 200;
const subjectOf = (subject: string): string => subject.slice(0, MAX_SUBJECT);
const secondsUntil = (iso: string, now: Date): number => Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

// Kysely<any> keeps the helpers usable from each app's own schema type, which includes this table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Adds one hit (and `amount`) in the subject's current window, starting a new window when it is over. */
async function addHit(db: AnyDb, scope: string, subject: string, now: Date, windowMs: number, amount: number): Promise<RateLimitsTable> {
  const iso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const stale = sql<boolean>`rate_limits.window_started_at <= ${cutoff}`;
  return (await (db as Kysely<RateLimitsDb>)
    .insertInto('rate_limits')
    .values({ scope, subject: subjectOf(subject), hits: 1, amount, window_started_at: iso, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['scope', 'subject']).doUpdateSet({
        hits: sql<number>`case when ${stale} then 1 else rate_limits.hits + 1 end`,
        amount: sql<number>`case when ${stale} then ${amount} else rate_limits.amount + ${amount} end`,
        window_started_at: sql<string>`case when ${stale} then ${iso} else rate_limits.window_started_at end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()) as RateLimitsTable;
}

/** Attempt limits for guessable secrets (passwords, PINs, codes). */
export function attemptLimiter(db: AnyDb, policy: AttemptPolicy) {
  const table = () => db as Kysely<RateLimitsDb>;
  return {
    /** Throws RateLimited while the subject is locked. */
    async assertOpen(scope: string, subject: string, now: Date): Promise<void> {
      const row = await table().selectFrom('rate_limits').select('locked_until').where('scope', '=', scope).where('subject', '=', subjectOf(subject)).executeTakeFirst();
      if (row?.locked_until && row.locked_until > now.toISOString()) throw new RateLimited(secondsUntil(row.locked_until, now));
    },
    /** Counts one failure; answers the lock's length when this failure locks the subject. */
    async recordFailure(scope: string, subject: string, now: Date): Promise<RateLimited | null> {
      const row = await addHit(db, scope, subject, now, policy.windowMs, 0);
      if (row.hits < policy.maxFailures) return null;
      const until = new Date(now.getTime() + policy.lockMs).toISOString();
      await table().updateTable('rate_limits').set({ locked_until: until, hits: 0, window_started_at: now.toISOString() }).where('scope', '=', scope).where('subject', '=', subjectOf(subject)).execute();
      return new RateLimited(secondsUntil(until, now));
    },
    /** A success forgets earlier failures. */
    async clear(scope: string, subject: string): Promise<void> {
      await table().deleteFrom('rate_limits').where('scope', '=', scope).where('subject', '=', subjectOf(subject)).execute();
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;

/**
 * A looser limit than a lock, for a subject anyone can aim at (a member id): the first
 * `freeFailures` failures inside `windowMs` cost nothing; each one after makes the subject wait
 * `baseMs`, then twice that, … up to `maxMs`, counted from that failure. An attacker can slow the
 * subject down by at most `maxMs` per failure they spend — never shut it for a long lock.
 */
export interface BackoffPolicy {
  readonly freeFailures: number;
  readonly windowMs: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

export function backoffLimiter(db: AnyDb, policy: BackoffPolicy) {
  const locks = attemptLimiter(db, { maxFailures: Number.MAX_SAFE_INTEGER, windowMs: policy.windowMs, lockMs: 0 });
  return {
    /** Throws RateLimited while the subject waits out its back-off. */
    assertOpen: locks.assertOpen,
    /** Counts one failure; answers the wait it starts, if any. */
    async recordFailure(scope: string, subject: string, now: Date): Promise<RateLimited | null> {
      const row = await addHit(db, scope, subject, now, policy.windowMs, 0);
      const over = row.hits - policy.freeFailures;
      if (over <= 0) return null;
      const waitMs = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(over - 1, 30));
      const until = new Date(now.getTime() + waitMs).toISOString();
      await (db as Kysely<RateLimitsDb>).updateTable('rate_limits').set({ locked_until: until }).where('scope', '=', scope).where('subject', '=', subjectOf(subject)).execute();
      return new RateLimited(secondsUntil(until, now));
    },
    clear: locks.clear,
  };
}

/** Counts one use of a quota (with `amount`, e.g. bytes); throws RateLimited when it goes over. */
export async function takeQuota(db: AnyDb, scope: string, subject: string, now: Date, policy: QuotaPolicy, amount = 0): Promise<void> {
  const row = await addHit(db, scope, subject, now, policy.windowMs, amount);
  const over = row.hits > policy.maxHits || (policy.maxAmount !== undefined && row.amount > policy.maxAmount);
  if (over) throw new RateLimited(secondsUntil(new Date(Date.parse(row.window_started_at) + policy.windowMs).toISOString(), now));
}
