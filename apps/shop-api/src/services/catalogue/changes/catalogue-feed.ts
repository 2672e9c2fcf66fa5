// One reader of the change record per database handle, shared by everything this process keeps
// of the catalogue in memory (the read models, the search attributes): each request that reads
// them first waits for `caughtUp()`, so every change committed anywhere before the request began
// is applied. Concurrent requests share one read of the log: a caller joins the next read that
// starts after it arrived (one statement per burst, not per request).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { catalogueChangesSince, type CatalogueChanges } from './catalogue-changes.ts';

export interface CatalogueFollower {
  /** Read everything again (first use, or the record said reset). */
  reload(): Promise<void>;
  /** Apply what changed (read again what the keys name). */
  apply(changes: CatalogueChanges): Promise<void>;
}

export class CatalogueFeed {
  private cursor: string | null = null;
  private readonly followers = new Map<CatalogueFollower, { loaded: boolean }>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly db: Kysely<ShopDb>) {}

  /** Adds a follower; it is loaded by the next `caughtUp()`. */
  follow(follower: CatalogueFollower): void {
    if (!this.followers.has(follower)) this.followers.set(follower, { loaded: false });
  }

  /** Resolves once every change committed before this call has been applied to every follower. */
  caughtUp(): Promise<void> {
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
  }
}

const feeds = new WeakMap<Kysely<ShopDb>, CatalogueFeed>();

/** The database handle's one feed (made on first use). */
export function catalogueFeed(db: Kysely<ShopDb>): CatalogueFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = new CatalogueFeed(db)));
  return feed;
}
