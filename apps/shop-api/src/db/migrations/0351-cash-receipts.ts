// 0351 (issue 29): 현금영수증 for orders paid in cash (가상계좌). `cash_receipts` is the shopper's
// request on an order (purpose, key type, key) and its state; `cash_receipt_issues` every issuance the
// stand-in PG made for it — approval number, amount, when, and when it was cancelled (a refund cancels
// the issuance and issues again for what is left; a changed key does the same).
import type { Kysely } from 'kysely';
import { addIdColumn } from '@courtside/db';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('cash_receipts')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('key_type', 'text', (c) => c.notNull())
    .addColumn('cash_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIdColumn(db, db.schema.createTable('cash_receipt_issues'), 'id')
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('auth_no', 'text', (c) => c.notNull())
    .addColumn('pg_no', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('cash_receipt_issues_order_ix').on('cash_receipt_issues').columns(['order_no', 'id']).execute();
}
