// What changed in the catalogue since a cursor, in commit order, on SQLite and PostgreSQL
// (migration 0320's catalogue_changes; how each database keeps commit order is explained there).
// One statement reads the log's identity, its floor, the new cursor and the changed keys, so they
// all come from the same snapshot.
//
// Contract (stable: the storefront's cache invalidation and shop-api's read models build on it):
// - `catalogueChangesSince(db, null)` answers `{ reset: true, cursor }`: start from here.
// - With a cursor, every change committed after that cursor was handed out is in the answer, or
//   the answer says `reset` (the cursor is unknown, from another database, older than the log
//   keeps, or more keys changed than `maxKeys`): drop everything cached and reload.
// - A change may be reported twice (on PostgreSQL, while an older transaction is still in flight
//   the cursor cannot pass it); readers must be idempotent.
import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';

export interface CatalogueChanges {
  /** Opaque; pass it to the next call. */
  cursor: string;
  /** Everything may have changed: reload what is kept (the lists below are then empty). */
  reset: boolean;
  /** Products whose row, options (stock), inputs or categories changed (added and removed too). */
  productNos: number[];
  /** Categories added, changed or removed (the tree changed). */
  categoryNos: number[];
  /** Brands added, changed or removed. */
  brandNos: number[];
  /** Every kind's keys, the three above included, and kinds added later (boards, notices). */
  byKind: Record<string, number[]>;
}

/** More distinct changed keys than this in one answer: reset instead (reloading is cheaper). */
export const defaultMaxKeys = 10_000;

const cursorPattern = /^(\d{1,15})\.(\d{1,20})$/;

/** Whether a string has the shape of a cursor (a route validating its query uses this). */
export function isCatalogueCursor(value: string): boolean {
  return cursorPattern.test(value);
}

function parseCursor(cursor: string | null): { logId: number; position: bigint } | null {
  const m = cursor === null ? null : cursorPattern.exec(cursor);
  return m ? { logId: Number(m[1]), position: BigInt(m[2] as string) } : null;
}

interface Row {
  kind: string;
  /** 'meta' rows: the meta key; 'end': null; changes: null. */
  name: string | null;
  ref: number | string;
}

const meta = `select 'meta' as kind, key as name, value as ref from catalogue_change_meta`;
/** The statements' texts, made once: they run before every read of the read models. */
const statements = {
  // The oldest transaction still in flight when this statement's snapshot was taken.
  postgres: (withRows: boolean) => `${meta} union all select 'end', cast(null as text), pg_snapshot_xmin(pg_current_snapshot())::text::bigint${withRows
    ? ` union all (select distinct kind, cast(null as text), ref from catalogue_changes where xid >= $1::text::xid8 limit $2)` : ''}`,
  sqlite: (withRows: boolean) => `${meta} union all select 'end', cast(null as text), coalesce((select seq from sqlite_sequence where name = 'catalogue_changes'), 0)${withRows
    ? ` union all select * from (select distinct kind, cast(null as text), ref from catalogue_changes where seq > ? limit ?)` : ''}`,
};
const texts = {
  postgres: [statements.postgres(false), statements.postgres(true)],
  sqlite: [statements.sqlite(false), statements.sqlite(true)],
} as const;

function readStatement(postgres: boolean, after: bigint | null, limit: number): CompiledQuery<Row> {
  const [without, withRows] = postgres ? texts.postgres : texts.sqlite;
  if (after === null) return CompiledQuery.raw(without) as CompiledQuery<Row>;
  return CompiledQuery.raw(withRows, [postgres ? after.toString() : Number(after), limit]) as CompiledQuery<Row>;
}

/** The changes committed since `cursor` (null: none known yet, answers a reset and where to start). */
export async function catalogueChangesSince(db: Kysely<ShopDb>, cursor: string | null, options: { maxKeys?: number } = {}): Promise<CatalogueChanges> {
  const postgres = dialectOf(db as Kysely<unknown>) === 'postgres';
  const maxKeys = options.maxKeys ?? defaultMaxKeys;
  const from = parseCursor(cursor);
  const { rows } = await db.executeQuery(readStatement(postgres, from?.position ?? null, maxKeys + 1));
  let logId = 0;
  let floor = 0n;
  let end = 0n;
  const byKind: Record<string, number[]> = {};
  let keys = 0;
  for (const row of rows) {
    if (row.kind === 'meta') {
      if (row.name === 'log_id') logId = Number(row.ref);
      else if (row.name === 'floor') floor = BigInt(row.ref);
    } else if (row.kind === 'end') {
      end = BigInt(row.ref);
    } else {
      (byKind[row.kind] ??= []).push(Number(row.ref));
      keys++;
    }
  }
  const next = `${logId}.${end}`;
  const reset = (answer: string): CatalogueChanges => ({ cursor: answer, reset: true, productNos: [], categoryNos: [], brandNos: [], byKind: {} });
  if (!from || from.logId !== logId || keys > maxKeys) return reset(next);
  // SQLite's floor is the last seq removed (rows after it are kept); PostgreSQL's the largest
  // transaction id removed (rows at or above a cursor are read). A cursor past the end came from
  // a database that was rolled back or restored.
  if (postgres ? from.position <= floor : from.position < floor) return reset(next);
  if (!postgres && from.position > end) return reset(next);
  for (const list of Object.values(byKind)) list.sort((a, b) => a - b);
  return {
    // SQLite: the last seq read. PostgreSQL: never backwards (a snapshot's xmin only grows).
    cursor: postgres && end < from.position ? `${logId}.${from.position}` : next,
    reset: false,
    productNos: byKind.product ?? [],
    categoryNos: byKind.category ?? [],
    brandNos: byKind.brand ?? [],
    byKind,
  };
}
