// 시재 (#28 items 4–5): this terminal's drawer records — the opening float of each business day,
// 입금/출금 with a reason, and the closing count by denomination with what was expected then. Each
// row has a `drawer` outbox entry written in the same transaction. Never edit once landed.
import type { Kysely, Migration } from 'kysely';

export const migration0200: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('drawer_moves')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('counts', 'text')
      .addColumn('expected', 'integer')
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('staff_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('drawer_moves_day').on('drawer_moves').columns(['business_date', 'at']).execute();
  },
};
