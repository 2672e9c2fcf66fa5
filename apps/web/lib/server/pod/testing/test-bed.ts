// Pod tests' helpers: a fresh own database (SQLite, or PostgreSQL under TEST_DATABASE_URL) with the
// stand-in partner on a clock the test moves, and an in-memory cookie jar like the browser's.
import type { Kysely } from 'kysely';
import { createTestDatabase } from '@courtside/db';
import { openWebDatabase, type WebDatabase } from '@/lib/server/db';
import type { PodDb } from '../partner/stand-in/schema';
import type { PodCookieJar, PodDeps } from '../service';
import { buildPodDeps } from '../runtime';

export interface PodTestBed {
  db: Kysely<WebDatabase>;
  deps: PodDeps;
  /** Moves the clock every part (stand-in, token cache, cookies) reads. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startPodTestBed(label: string, start = Date.UTC(2025, 2, 1, 0, 0, 0)): Promise<PodTestBed> {
  const testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, label);
  const opened = await openWebDatabase(testDb.url);
  let clock = start;
  const deps = buildPodDeps(opened.db as unknown as Kysely<PodDb>, () => new Date(clock));
  return {
    db: opened.db,
    deps,
    advance: (ms) => {
      clock += ms;
    },
    close: async () => {
      await opened.close();
      await testDb.drop();
    },
  };
}

export function memoryCookieJar(): PodCookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
  };
}
