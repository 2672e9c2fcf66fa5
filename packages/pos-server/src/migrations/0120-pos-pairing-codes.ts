// 0120 (issue 30): registration codes for one more terminal, made by a signed-in admin on their
// terminal's settings screen: stored as a hash, single use, short-lived. Never edit once landed.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pos_pairing_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('created_by_staff_id', 'integer', (col) => col.notNull())
    .addColumn('created_on_terminal_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_terminal_id', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pos_pairing_codes').execute();
}
