// Numbered migrations, never edited once landed, run the same on SQLite and PostgreSQL.
import { Migrator, sql, type Kysely, type Migration, type CreateTableBuilder } from 'kysely';
import { dialectOf } from './open-database.ts';

export type { Migration };

/** Runs every pending migration in name order; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are allotted in ranges to parallel work, so a lower number may land after a higher one.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** An auto-increment integer primary key on either dialect. */
export function addIdColumn<TB extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<TB, C>,
  column: string,
): CreateTableBuilder<TB, C> {
  if (dialectOf(db) === 'postgres') {
    return table.addColumn(column, 'serial', (c) => c.primaryKey()) as CreateTableBuilder<TB, C>;
  }
  return table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement()) as CreateTableBuilder<TB, C>;
}

/**
 * After inserting rows with explicit ids into a serial column, PostgreSQL's sequence must be moved
 * past them; SQLite's AUTOINCREMENT already follows the largest id.
 */
export async function syncIdSequence(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

/** The migrations not yet applied to `db` (readiness checks); every one when the migration table is missing. */
export async function pendingMigrations(db: Kysely<unknown>, migrations: Record<string, Migration>): Promise<string[]> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = new Set(rows.rows.map((r) => r.name));
  } catch (error) {
    // A reachable database without the table has run nothing; an unreachable one stays an error.
    if (/kysely_migration/.test(String((error as Error).message))) applied = new Set();
    else throw error;
  }
  return Object.keys(migrations).filter((name) => !applied.has(name)).sort();
}
