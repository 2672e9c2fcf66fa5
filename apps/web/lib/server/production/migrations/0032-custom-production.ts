// 0032: production status of custom orders and the history of its moves. Never edit once landed.
import { addIdColumn } from '@courtside/db';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_production')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sales_channel', 'text', (c) => c.notNull().defaultTo('courtside'))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('exported_at', 'text')
    .addColumn('exported_by', 'text')
    .execute();
  await db.schema.createIndex('custom_production_status_ix').on('custom_production').columns(['status', 'updated_at']).execute();

  await addIdColumn(db, db.schema.createTable('custom_production_events'), 'event_id')
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_production_events_order_ix').on('custom_production_events').columns(['order_no', 'event_id']).execute();
}
