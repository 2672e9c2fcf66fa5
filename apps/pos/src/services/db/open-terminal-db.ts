// Opens (and migrates) the terminal's one SQLite file. synchronous=FULL: a sale the cashier saw as
// 완료 survives a power cut, not only a process crash.
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '@courtside/db';
import type { TerminalDatabase, TerminalDb } from './schema.ts';
import { terminalMigrations } from './migrations/index.ts';
import { createHotPaths, startIdleCheckpoints } from './hot-paths.ts';
import type { HotPaths } from './hot-paths.ts';

export interface TerminalDbHandle {
  readonly db: TerminalDb;
  /** The barcode lookup and the sale commit as statements prepared on this connection. */
  readonly hot: HotPaths;
  close(): Promise<void>;
}

export async function openTerminalDb(file: string): Promise<TerminalDbHandle> {
  const opened = openDatabase<TerminalDatabase>(file === ':memory:' ? ':memory:' : `sqlite:${file}`, { synchronous: 'FULL' });
  await migrateToLatest(opened.db as unknown as Kysely<unknown>, terminalMigrations);
  if (!opened.sqlite) throw new Error('the terminal database is a SQLite file');
  const stopCheckpoints = startIdleCheckpoints(opened.sqlite, 2_000);
  return {
    db: opened.db,
    hot: createHotPaths(opened.sqlite, opened.db),
    close: async () => {
      stopCheckpoints();
      await opened.close();
    },
  };
}
