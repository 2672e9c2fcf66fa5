// Opens (and migrates) the terminal's one SQLite file. synchronous=FULL: a sale the cashier saw as
// 완료 survives a power cut, not only a process crash.
import type { Database } from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '@courtside/db';
import type { TerminalDatabase, TerminalDb } from './schema.ts';
import { terminalMigrations } from './migrations/index.ts';
import { createHotPaths } from './hot-paths.ts';
import type { HotPaths } from './hot-paths.ts';

export interface TerminalDbHandle {
  readonly db: TerminalDb;
  /** The barcode lookup and the sale commit as statements prepared on this connection. */
  readonly hot: HotPaths;
  /** The raw connection, for statements that must run inside the sale's transaction (the payment journal). */
  readonly sqlite: Database;
  close(): Promise<void>;
}

export async function openTerminalDb(file: string): Promise<TerminalDbHandle> {
  // WAL checkpoints run on an idle timer, off the sale path: SQLite's automatic one would run inside
  // about one sale commit in a hundred, with two extra flushes under synchronous=FULL.
  const opened = openDatabase<TerminalDatabase>(file === ':memory:' ? ':memory:' : `sqlite:${file}`, { synchronous: 'FULL', checkpointEveryMs: 2_000 });
  await migrateToLatest(opened.db as unknown as Kysely<unknown>, terminalMigrations);
  if (!opened.sqlite) throw new Error('the terminal database is a SQLite file');
  return {
    db: opened.db,
    hot: createHotPaths(opened.sqlite, opened.db),
    sqlite: opened.sqlite,
    close: () => opened.close(),
  };
}
