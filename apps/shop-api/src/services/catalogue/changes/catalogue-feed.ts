// One reader of the change record per database handle, shared by everything this process keeps
// of the catalogue in memory (the read models, the search attributes): each request that reads
// them first waits for `caughtUp()`, so every change committed anywhere before the request began
// is applied. Concurrent requests share one read of the log: a caller joins the next read that
// starts after it arrived (one statement per burst, not per request).
//
// On SQLite the log is not read at all while nothing was committed since the last read: a probe
// (`sqliteChangeProbe`: PRAGMA data_version, which moves when another connection — another process
// — commits, and total_changes(), which moves with this connection's own writes; ~5 µs together)
// is compared with its value taken just before that read. PostgreSQL reads the log in commit order
// each time (several instances, no such mark).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { catalogueChangesSince, type CatalogueChanges } from './catalogue-changes.ts';

export interface CatalogueFollower {
  /** Read everything again (first use, or the record said reset). */
  reload(): Promise<void>;
  /** Apply what changed (read again what the keys name). */
  apply(changes: CatalogueChanges): Promise<void>;
}

/** A mark that changes whenever anything may have been committed to the database (null: unknown). */
export type ChangeProbe = () => string | null;

/** Minimal face of the better-sqlite3 handle the probe runs on. */
interface SqliteHandle {
  prepare(sql: string): { pluck(): { get(): unknown } };
}

/**
 * SQLite's probe: `data_version` (moves when another connection commits) and `total_changes()`
 * (this connection's rows written, triggers included — it never moves back), read straight from
 * the handle. Null while the handle cannot answer (busy); the feed then reads the log.
 */
export function sqliteChangeProbe(sqlite: SqliteHandle): ChangeProbe {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  return () => {
    try {
      return `${String(dataVersion.get())}.${String(totalChanges.get())}`;
    } catch {
      return null;
    }
  };
}

const settled = Promise.resolve();

export class CatalogueFeed {
  private cursor: string | null = null;
  private probe: ChangeProbe | null = null;
  /** The probe's mark taken just before the last read that every follower took in full. */
  private readAt: string | null = null;
  private readonly followers = new Map<CatalogueFollower, { loaded: boolean }>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly db: Kysely<ShopDb>) {}

  /** Adds a follower; it is loaded by the next `caughtUp()`. */
  follow(follower: CatalogueFollower): void {
    if (this.followers.has(follower)) return;
    this.followers.set(follower, { loaded: false });
    this.readAt = null;
  }

  /** Skips the log read while `probe` says nothing was committed since the last one (SQLite). */
  watch(probe: ChangeProbe | null): void {
    this.probe = probe;
    this.readAt = null;
  }

  /** Resolves once every change committed before this call has been applied to every follower. */
  caughtUp(): Promise<void> {
    // Nothing committed since the mark taken before the last complete read: that read has it all.
    if (this.readAt !== null && !this.inFlight && !this.next && this.probe?.() === this.readAt) return settled;
    if (this.next) return this.next;
    if (!this.inFlight) return this.start();
    // The read in flight may have begun before this call: the next one starts after it.
    const next = this.inFlight.catch(() => undefined).then(() => {
      this.next = null;
      return this.start();
    });
    this.next = next;
    return next;
  }

  private start(): Promise<void> {
    const run = this.run();
    this.inFlight = run;
    const done = () => {
      if (this.inFlight === run) this.inFlight = null;
    };
    run.then(done, done);
    return run;
  }

  private async run(): Promise<void> {
    // Taken before the read: whatever commits after it moves the mark, so it is read next time.
    const mark = this.probe?.() ?? null;
    this.readAt = null;
    const changes = await catalogueChangesSince(this.db, this.cursor);
    const empty = !changes.reset && Object.keys(changes.byKind).length === 0;
    for (const [follower, state] of this.followers) {
      if (empty && state.loaded) continue;
      try {
        if (changes.reset || !state.loaded) await follower.reload();
        else await follower.apply(changes);
        state.loaded = true;
      } catch (error) {
        // Half applied: this follower reads everything again next time.
        state.loaded = false;
        throw error;
      }
    }
    this.cursor = changes.cursor;
    // A follower added while this read ran may not have been loaded by it.
    if ([...this.followers.values()].every((state) => state.loaded)) this.readAt = mark;
  }
}

const feeds = new WeakMap<Kysely<ShopDb>, CatalogueFeed>();

/** The database handle's one feed (made on first use). */
export function catalogueFeed(db: Kysely<ShopDb>): CatalogueFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = new CatalogueFeed(db)));
  return feed;
}
