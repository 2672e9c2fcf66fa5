// 0101: stock pushes go to the platform netted per option; each push remembers the key of the netted
// delta it went out in, so a round cut short resends exactly that delta. Never edit once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pos_stock_pushes').addColumn('net_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pos_stock_pushes').dropColumn('net_key').execute();
}
