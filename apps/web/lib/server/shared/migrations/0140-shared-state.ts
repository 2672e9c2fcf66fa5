// 0140: state that several own-server instances must share (issue 15): leases (one instance at a
// time does a background job) and the builds seen (every instance answers the same newest build).
// Never edit once landed; add 0141… instead.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('web_builds')
    .addColumn('build_id', 'text', (c) => c.primaryKey())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_builds').execute();
  await db.schema.dropTable('web_leases').execute();
}
