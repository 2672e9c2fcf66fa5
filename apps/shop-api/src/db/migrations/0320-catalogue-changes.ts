// 0320 (issue 31): catalogue_changes, the record of what changed in the catalogue, on SQLite AND
// PostgreSQL, read in commit order by every process and instance that keeps something of the
// catalogue in memory or cached (shop-api's read models and search attributes, the storefront's
// cached pages). Rows are (kind, ref): 'product' with a product number whenever a product, its
// options (stock), its inputs or its categories change; 'category' and 'brand' with their numbers.
// Other kinds (boards, notices) may be added by later migrations writing into the same table.
// Supersedes 0310's search_changes (SQLite only, products only), whose triggers and table go.
//
// Commit order:
// - SQLite commits one writer at a time, so `seq` becomes visible in order: a reader reads the
//   rows after the last seq it saw.
// - PostgreSQL commits concurrent transactions in any order, so a sequence number can be passed
//   while a lower one is still in flight. Each row also carries the writing transaction's id
//   (`xid`, pg_current_xact_id()); a reader keeps as its cursor the oldest transaction still in
//   flight when it read (pg_snapshot_xmin of its statement's snapshot) and next time reads the
//   rows whose xid is at or above it. Every transaction below that cursor had finished, so none
//   of its rows can appear later; rows of transactions above it that had committed are read now
//   and may be read once more (readers are idempotent). Chosen over LISTEN/NOTIFY: no dedicated
//   connection per reader, nothing lost while a reader is down, and NOTIFY takes a cluster-wide
//   lock at every commit that notifies.
//   PostgreSQL writes one row per changed key per statement (statement triggers with transition
//   tables), so a bulk update of 500 options writes one row per product, not per option.
//
// The log keeps about the last 20,000 rows; a reader whose cursor is older than the kept rows
// (catalogue_change_meta 'floor') is told to reset. 'log_id' is a random number fixed at creation:
// a cursor from another database (re-created, swapped) is told to reset too.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

export const catalogueChangesKept = 20_000;

/** Which table changes record which kind, and the column naming the key. */
const sources = [
  { table: 'products', kind: 'product', ref: 'product_no' },
  { table: 'options', kind: 'product', ref: 'product_no' },
  { table: 'product_inputs', kind: 'product', ref: 'product_no' },
  { table: 'product_categories', kind: 'product', ref: 'product_no' },
  { table: 'categories', kind: 'category', ref: 'category_no' },
  { table: 'brands', kind: 'brand', ref: 'brand_no' },
] as const;

const events = [
  { name: 'insert', event: 'insert', rows: ['new'] },
  { name: 'delete', event: 'delete', rows: ['old'] },
  { name: 'update', event: 'update', rows: ['old', 'new'] },
] as const;

function randomLogId(): number {
  return Math.floor(Math.random() * 2 ** 47) + 1;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (!postgres) {
    for (const t of ['product_insert', 'product_delete', 'product_update', 'category_insert', 'category_delete', 'category_update', 'prune']) {
      await sql.raw(`drop trigger if exists search_changes_${t}`).execute(db);
    }
    await sql`drop table if exists search_changes`.execute(db);
    await sql`delete from search_meta where key = 'search_changes_floor'`.execute(db);
  }

  await sql.raw(postgres
    ? `create table catalogue_changes (seq bigserial primary key, xid xid8 not null default pg_current_xact_id(), kind text not null, ref bigint not null)`
    : `create table catalogue_changes (seq integer primary key autoincrement, kind text not null, ref integer not null)`).execute(db);
  if (postgres) await sql`create index catalogue_changes_xid_ix on catalogue_changes (xid)`.execute(db);
  await sql.raw(`create table catalogue_change_meta (key text primary key, value ${postgres ? 'bigint' : 'integer'} not null)`).execute(db);
  await sql`insert into catalogue_change_meta (key, value) values ('log_id', ${randomLogId()}), ('floor', 0)`.execute(db);

  if (postgres) {
    for (const { table, kind, ref } of sources) {
      for (const { name, event, rows } of events) {
        const fn = `catalogue_changes_${table}_${name}`;
        const selects = rows.map((r) => `select ${ref} from ${r}_rows`).join(' union ');
        await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
          begin
            insert into catalogue_changes (kind, ref) select '${kind}', ${ref} from (${selects}) changed;
            return null;
          end $$`).execute(db);
        const referencing = rows.map((r) => `${r} table as ${r}_rows`).join(' ');
        await sql.raw(`create trigger ${fn} after ${event} on ${table} referencing ${referencing} for each statement execute function ${fn}()`).execute(db);
      }
    }
    await sql.raw(`create function catalogue_changes_prune() returns trigger language plpgsql as $$
      declare gone bigint;
      begin
        with deleted as (delete from catalogue_changes where seq <= new.seq - ${catalogueChangesKept} returning xid)
          select max(xid::text::bigint) into gone from deleted;
        if gone is not null then
          update catalogue_change_meta set value = greatest(value, gone) where key = 'floor';
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger catalogue_changes_prune after insert on catalogue_changes
      for each row when (new.seq % 1000 = 0) execute function catalogue_changes_prune()`).execute(db);
  } else {
    for (const { table, kind, ref } of sources) {
      for (const { name, event, rows } of events) {
        const inserts = rows.map((r) => `insert into catalogue_changes (kind, ref) values ('${kind}', ${r}.${ref});`);
        // An update that keeps the key logs it once.
        const body = rows.length === 2 ? `${inserts[1]} insert into catalogue_changes (kind, ref) select '${kind}', old.${ref} where old.${ref} is not new.${ref};` : inserts.join(' ');
        await sql.raw(`create trigger catalogue_changes_${table}_${name} after ${event} on ${table} begin ${body} end`).execute(db);
      }
    }
    // The floor is the last seq removed: a cursor below it missed rows.
    await sql.raw(`create trigger catalogue_changes_prune after insert on catalogue_changes when new.seq % 1000 = 0 begin
      delete from catalogue_changes where seq <= new.seq - ${catalogueChangesKept};
      update catalogue_change_meta set value = max(value, new.seq - ${catalogueChangesKept}) where key = 'floor';
    end`).execute(db);
  }
}
