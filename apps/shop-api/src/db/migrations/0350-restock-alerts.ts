// 0350 (issue 29): 재입고 알림. `restock_subscriptions` holds each shopper's request for an option
// (a member by number, a guest by phone with consent); `sent_at` is set once, by the one process
// that claims the row, when the option's stock is back. `product_restocks` records each time an
// option came back into stock (written by a trigger on options, so every path — the server API's
// stock adjustments, a terminal's push, a cancel that returns stock, the back office — is counted):
// `/restock` lists the products restocked lately from it.
import { sql, type Kysely } from 'kysely';
import { addIdColumn, dialectOf } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await addIdColumn(db, db.schema.createTable('restock_subscriptions'), 'restock_no')
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('option_no', 'integer', (c) => c.notNull())
    .addColumn('member_no', 'integer')
    .addColumn('name', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('privacy_agreed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('restock_subscriptions_pending_ix').on('restock_subscriptions').columns(['sent_at', 'deleted_at', 'option_no']).execute();
  await db.schema.createIndex('restock_subscriptions_member_ix').on('restock_subscriptions').columns(['member_no', 'restock_no']).execute();

  await addIdColumn(db, db.schema.createTable('product_restocks'), 'id')
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('option_no', 'integer', (c) => c.notNull())
    .addColumn('restocked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_restocks_time_ix').on('product_restocks').columns(['restocked_at', 'product_no']).execute();

  // An option is back when it was out (no stock, or forced sold out) and now has stock and is not forced out.
  const back = (o: string, n: string) => `(${o}.stock_cnt <= 0 or ${o}.forced_sold_out = 1) and ${n}.stock_cnt > 0 and ${n}.forced_sold_out = 0`;
  if (postgres) {
    await sql.raw(`create function product_restocks_note() returns trigger language plpgsql as $$
      begin
        if ${back('old', 'new')} then
          insert into product_restocks (product_no, option_no, restocked_at)
            values (new.product_no, new.option_no, to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger product_restocks_note after update of stock_cnt, forced_sold_out on options
      for each row execute function product_restocks_note()`).execute(db);
  } else {
    await sql.raw(`create trigger product_restocks_note after update of stock_cnt, forced_sold_out on options
      when ${back('old', 'new')}
      begin
        insert into product_restocks (product_no, option_no, restocked_at) values (new.product_no, new.option_no, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      end`).execute(db);
  }
}
