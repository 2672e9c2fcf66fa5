// 0230 (#28 item 9): 전자영수증. A link per request (the `e-receipt` sync entry's id): the token only
// as sha256, the sale it shows, the phone masked, when it stops opening. The own server's message
// outbox: what would go to the shopper's phone (알림톡 / SMS) — the only place the number is kept in
// clear; nothing is delivered from it. Never edit once landed.
import type { Kysely } from 'kysely';
import { addIdColumn } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('pos_receipt_links'), 'link_id')
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('sale_client_id', 'text', (col) => col.notNull())
    .addColumn('phone_masked', 'text', (col) => col.notNull())
    .addColumn('terminal_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pos_receipt_links_sale').on('pos_receipt_links').column('sale_client_id').execute();
  await addIdColumn(db, db.schema.createTable('pos_messages'), 'message_id')
    .addColumn('request_id', 'text', (col) => col.notNull().unique())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pos_messages_target').on('pos_messages').columns(['target', 'message_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pos_messages').execute();
  await db.schema.dropTable('pos_receipt_links').execute();
}
