// 0321 (issue 31): a product's inquiries count shows on its detail page, which the read model
// (services/catalogue/read-model) keeps in memory: adding, answering or deleting an inquiry writes
// a 'product' row into 0320's catalogue_changes, the same way as 0320's own triggers.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

const events = [
  { name: 'insert', event: 'insert', rows: ['new'] },
  { name: 'delete', event: 'delete', rows: ['old'] },
  { name: 'update', event: 'update', rows: ['old', 'new'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const { name, event, rows } of events) {
    const fn = `catalogue_changes_inquiries_${name}`;
    if (postgres) {
      const selects = rows.map((r) => `select product_no from ${r}_rows`).join(' union ');
      await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
        begin
          insert into catalogue_changes (kind, ref) select 'product', product_no from (${selects}) changed;
          return null;
        end $$`).execute(db);
      const referencing = rows.map((r) => `${r} table as ${r}_rows`).join(' ');
      await sql.raw(`create trigger ${fn} after ${event} on inquiries referencing ${referencing} for each statement execute function ${fn}()`).execute(db);
    } else {
      const body = rows.length === 2
        ? `insert into catalogue_changes (kind, ref) values ('product', new.product_no); insert into catalogue_changes (kind, ref) select 'product', old.product_no where old.product_no is not new.product_no;`
        : `insert into catalogue_changes (kind, ref) values ('product', ${rows[0]}.product_no);`;
      await sql.raw(`create trigger ${fn} after ${event} on inquiries begin ${body} end`).execute(db);
    }
  }
}
