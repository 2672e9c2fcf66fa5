// Opens (and migrates) the terminal's one SQLite file. synchronous=FULL: a sale the cashier saw as
// 완료 survives a power cut, not only a process crash.
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '@courtside/db';
import type { TerminalDatabase, TerminalDb } from './schema.ts';
import { terminalMigrations } from './migrations/index.ts';

export interface TerminalDbHandle {
  readonly db: TerminalDb;
  close(): Promise<void>;
}

export async function openTerminalDb(file: string): Promise<TerminalDbHandle> {
  const opened = openDatabase<TerminalDatabase>(file === ':memory:' ? ':memory:' : `sqlite:${file}`, { synchronous: 'FULL' });
  await migrateToLatest(opened.db as unknown as Kysely<unknown>, terminalMigrations);
  return { db: opened.db, close: () => opened.close() };
}
