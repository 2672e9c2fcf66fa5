// The own server's database: one kysely handle per process, opened lazily from
// webConfig().databaseUrl (SQLite file under DATA_DIR by default, PostgreSQL for postgres://…),
// migrated to the latest number before the first query.
import 'server-only';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase, type OpenedDatabase } from '@courtside/db';
import { webConfig } from '@/lib/config';
import { migrations } from './migrations';
import type { WebDatabase } from './schema';

export type { WebDatabase } from './schema';

let ready: Promise<OpenedDatabase<WebDatabase>> | null = null;

async function open(url: string): Promise<OpenedDatabase<WebDatabase>> {
  const opened = openDatabase<WebDatabase>(url);
  await migrateToLatest(opened.db as Kysely<unknown>, migrations);
  return opened;
}

/** The migrated database. A failed open is forgotten so the next request tries again. */
export async function webDb(): Promise<Kysely<WebDatabase>> {
  ready ??= open(webConfig().databaseUrl).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return (await ready).db;
}

/** Opens a database at `url` (tests): migrated, separate from the process singleton. */
export async function openWebDatabase(url: string): Promise<OpenedDatabase<WebDatabase>> {
  return open(url);
}
