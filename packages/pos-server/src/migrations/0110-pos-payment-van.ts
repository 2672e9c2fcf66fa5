// 0110 (#27): payments taken through the counter's VAN agent. Each payment row carries the 간편결제
// provider, the masked card number (never a full one) and, on cash, the 현금영수증 asked for with the
// sale, so reports split card / 간편결제 by provider / cash and count 현금영수증. Never edit once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pos_payments').addColumn('provider', 'text').execute();
  await db.schema.alterTable('pos_payments').addColumn('masked_card_no', 'text').execute();
  await db.schema.alterTable('pos_payments').addColumn('cash_receipt_amount', 'integer').execute();
  await db.schema.alterTable('pos_payments').addColumn('cash_receipt_status', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['cash_receipt_status', 'cash_receipt_amount', 'masked_card_no', 'provider']) {
    await db.schema.alterTable('pos_payments').dropColumn(column).execute();
  }
}
