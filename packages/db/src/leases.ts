// Leases in the own database: "at most one instance runs this job now", for background work that
// every instance would otherwise start by itself (the stock outbox drain). A lease is taken with one
// conditional statement — insert it, or take it over when it is ours or has expired — so two
// instances racing for it cannot both win on SQLite or PostgreSQL. A holder that dies (SIGKILL)
// simply stops renewing; the lease expires and another instance takes over.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';

/** The lease table (created by the own server's migration 0140; createLeasesTable for other databases). */
export interface LeasesTable {
  /** The job, e.g. `pos-stock-pushes`. */
  name: string;
  /** Which process holds it (instance id, pid and a random part). */
  holder: string;
  /** Epoch milliseconds; past it, any instance may take the lease over. */
  expires_at: number | string | bigint;
}

export interface LeasesDb {
  web_leases: LeasesTable;
}

/** Creates the lease table as the own server's migration 0140 does (for a database without that migration: tests of packages). */
export async function createLeasesTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_leases')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** This process as a lease holder: machine, process id and a random part (a restarted process is another holder). */
export const PROCESS_HOLDER = `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;

/** Takes (or renews) the lease for `ttlMs`; answers whether this holder has it now. */
export async function tryLease<DB extends LeasesDb>(anyDb: Kysely<DB>, name: string, holder: string, ttlMs: number, nowMs: number): Promise<boolean> {
  const db = anyDb as unknown as Kysely<LeasesDb>;
  const expires = nowMs + ttlMs;
  const inserted = await db.insertInto('web_leases').values({ name, holder, expires_at: expires }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable('web_leases')
    .set({ holder, expires_at: expires })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<', nowMs)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease up at once (only if this holder has it). */
export async function releaseLease<DB extends LeasesDb>(anyDb: Kysely<DB>, name: string, holder: string): Promise<void> {
  const db = anyDb as unknown as Kysely<LeasesDb>;
  await db.updateTable('web_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
}

export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `job` while holding the lease, renewing it every third of `ttlMs`; answers `{ ran: false }`
 * at once when another holder has it.
 */
export async function withLease<T, DB extends LeasesDb = LeasesDb>(db: Kysely<DB>, name: string, holder: string, ttlMs: number, job: () => Promise<T>, now: () => number = Date.now): Promise<LeaseOutcome<T>> {
  if (!(await tryLease(db, name, holder, ttlMs, now()))) return { ran: false };
  const renew = setInterval(() => {
    tryLease(db, name, holder, ttlMs, now()).catch(() => undefined);
  }, Math.max(50, Math.floor(ttlMs / 3)));
  renew.unref();
  try {
    return { ran: true, value: await job() };
  } finally {
    clearInterval(renew);
    await releaseLease(db, name, holder).catch(() => undefined);
  }
}
