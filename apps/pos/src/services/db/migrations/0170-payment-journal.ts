// The payment journal (#27): one row per request to the VAN agent, written and committed BEFORE the
// request is sent, so a terminal that dies mid-payment knows on restart what it may owe a 망취소.
// Never edit once landed.
import type { Kysely, Migration } from 'kysely';

export const migration0170: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_journal')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('attempt_id', 'text')
      .addColumn('sale_id', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('vat', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('approval', 'text')
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('payment_journal_state').on('payment_journal').columns(['state', 'created_at']).execute();
    await db.schema.createIndex('payment_journal_sale').on('payment_journal').column('sale_id').execute();
    await db.schema.createIndex('payment_journal_attempt').on('payment_journal').column('attempt_id').execute();
  },
};
