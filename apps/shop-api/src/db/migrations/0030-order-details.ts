// 0030: what orders, claims and payments need beyond 0001. Each order option keeps its share of
// every discount, so a partial cancel refunds exactly what that line cost; the order keeps the
// delivery groups it was charged for, so the fee can be recomputed when lines are cancelled.
import type { Kysely } from 'kysely';

type Col = [table: string, name: string, type: 'text' | 'integer', defaultValue?: string | number];

// SQLite adds one column per ALTER TABLE, so every column is its own statement.
const columns: Col[] = [
  ['order_options', 'partner_no', 'integer', 0],
  ['order_options', 'partner_name', 'text', ''],
  ['order_options', 'delivery_no', 'integer', 1],
  ['order_options', 'additional_discount_amt', 'integer', 0],
  ['order_options', 'cart_coupon_discount_amt', 'integer', 0],
  ['order_options', 'product_coupon_issue_no', 'integer'],
  ['order_options', 'origin_order_option_no', 'integer'],
  ['order_options', 'claim_no', 'integer'],
  ['order_options', 'delivery_done_at', 'text'],
  ['order_options', 'buy_confirmed_at', 'text'],
  ['orders', 'deliveries_json', 'text', '[]'],
  ['orders', 'payment_key', 'text'],
  ['payments', 'fail_message', 'text'],
  ['claims', 'refund_json', 'text', '{}'],
  ['claims', 'updated_at', 'text'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, name, type, def] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => (def === undefined ? c : c.notNull().defaultTo(def)))
      .execute();
  }
  await db.schema.createIndex('order_options_origin_ix').on('order_options').column('origin_order_option_no').execute();
  await db.schema.createIndex('claims_order_ix').on('claims').column('order_no').execute();
  await db.schema.createIndex('payments_order_sheet_ix').on('payments').column('order_sheet_no').execute();
  await db.schema.createIndex('order_options_status_updated_ix').on('order_options').columns(['order_status', 'order_no']).execute();
}
