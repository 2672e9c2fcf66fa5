// 0130: what returns and exchanges need beyond 0030. A claim now moves through the shop's hands
// (approved, collected, completed) and may be withdrawn by the shopper, so it keeps those dates,
// who is responsible (the return fee depends on it), how the parcel comes back, and in detail_json
// the addresses, the return invoice, the option an exchange ships and the refund bank account.
import type { Kysely } from 'kysely';

type Col = [name: string, type: 'text'];

// SQLite adds one column per ALTER TABLE, so every column is its own statement.
const columns: Col[] = [
  ['responsible_object_type', 'text'],
  ['return_way_type', 'text'],
  ['approved_at', 'text'],
  ['collected_at', 'text'],
  ['completed_at', 'text'],
  ['withdrawn_at', 'text'],
  ['detail_json', 'text'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of columns) await db.schema.alterTable('claims').addColumn(name, type).execute();
  // The scheduler looks for delivered lines waiting for their automatic purchase confirmation.
  await db.schema.createIndex('order_options_status_delivered_ix').on('order_options').columns(['order_status', 'delivery_done_at']).execute();
  await db.schema.createIndex('claims_status_ix').on('claims').columns(['claim_status', 'claim_no']).execute();
}
