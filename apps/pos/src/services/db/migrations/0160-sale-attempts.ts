// Crash-safe completion: a sale remembers the screen's payment attempt (so the same attempt sent
// again answers the recorded sale instead of ringing it up twice) and when the cashier saw its 완료
// screen (so a sale recorded just before a crash is shown on restart). Sales from before this
// migration count as seen. Never edit once landed.
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

export const migration0160: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sales').addColumn('attempt_id', 'text').execute();
    await db.schema.alterTable('sales').addColumn('acknowledged_at', 'text').execute();
    await db.schema.createIndex('sales_attempt').on('sales').column('attempt_id').unique().where(sql.ref('attempt_id'), 'is not', null).execute();
    await db.schema.createIndex('sales_unacknowledged').on('sales').column('acknowledged_at').execute();
    await sql`update sales set acknowledged_at = sold_at`.execute(db);
  },
};
