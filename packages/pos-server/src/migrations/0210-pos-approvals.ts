// 0210 (#28 item 3): who approved a cashier's action on the spot — a discount over the shop's limit
// on a sale, a refund or a void — kept on the ledger's sale and refund rows beside the payload that
// carries the whole record (null for an admin's own and for entries from before). Never edit once landed.
import type { Kysely } from 'kysely';

const COLUMNS = [
  ['approval_kind', 'text'],
  ['approved_by_staff_id', 'integer'],
  ['approved_by_name', 'text'],
  ['approved_at', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pos_sales', 'pos_refunds']) {
    for (const [column, type] of COLUMNS) await db.schema.alterTable(table).addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['pos_sales', 'pos_refunds']) {
    for (const [column] of [...COLUMNS].reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
