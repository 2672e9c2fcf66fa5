// 0130 (issue 31): the stock outbox is drained by set — the due pushes summed per option in SQL and
// each option's run marked done by its push-number range (stock-pushes.ts). This index makes each
// mark one range read: an option's pushes in push order. It leaves out status on purpose: marking a
// run done then moves no entry of this index. Never edit once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('pos_stock_pushes_option_ix').on('pos_stock_pushes').columns(['option_no', 'push_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pos_stock_pushes_option_ix').execute();
}
