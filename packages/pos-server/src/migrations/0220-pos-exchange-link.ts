// 0220 (#28 item 6, 교환): the two halves of an exchange name each other in the ledger. A sale that
// takes an exchange's new goods names the refund whose returned goods pay `exchange_credit` of it;
// that refund names the sale and carries the same credit. The credit is money neither received nor
// paid out (pos_payments hold only the difference), so sales − refunds stays what the drawer and
// the cards moved. SQLite and PostgreSQL alike. Never edit once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pos_sales').addColumn('exchange_credit', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('pos_sales').addColumn('exchange_refund_id', 'text').execute();
  await db.schema.alterTable('pos_refunds').addColumn('exchange_credit', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('pos_refunds').addColumn('exchange_sale_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['exchange_sale_id', 'exchange_credit']) await db.schema.alterTable('pos_refunds').dropColumn(column).execute();
  for (const column of ['exchange_refund_id', 'exchange_credit']) await db.schema.alterTable('pos_sales').dropColumn(column).execute();
}
