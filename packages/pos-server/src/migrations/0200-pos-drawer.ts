// 0200 (#28 items 4–5): each terminal's 시재 — the opening float, 입금/출금 with a reason, the closing
// count by denomination — one row per `drawer` sync entry, read by the day report. Never edit once landed.
import { addIdColumn } from '@courtside/db';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('pos_drawer_moves'), 'move_no')
    .addColumn('client_id', 'text', (col) => col.notNull().unique())
    .addColumn('terminal_id', 'integer', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('business_date', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('counts_json', 'text')
    .addColumn('expected', 'integer')
    .addColumn('moved_at', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pos_drawer_moves_day').on('pos_drawer_moves').columns(['business_date', 'terminal_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pos_drawer_moves').execute();
}
