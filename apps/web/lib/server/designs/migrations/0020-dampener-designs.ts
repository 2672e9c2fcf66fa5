// 0020: saved dampener designs and the designs frozen into carts. Never edit once landed.
import { addIdColumn } from '@courtside/db';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('dampener_designs'), 'id')
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('post_data_json', 'text', (c) => c.notNull())
    .addColumn('patch_data_json', 'text')
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('cushion_color', 'text', (c) => c.notNull())
    .addColumn('side_mode', 'text', (c) => c.notNull())
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('front_preview_url', 'text')
    .addColumn('back_preview_url', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('dampener_designs_key_uq').on('dampener_designs').columns(['member_id', 'create_time']).unique().execute();

  await db.schema
    .createTable('dampener_design_refs')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text')
    .addColumn('source_create_time', 'text')
    .addColumn('design_json', 'text', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('cushion_color', 'text', (c) => c.notNull())
    .addColumn('side_mode', 'text', (c) => c.notNull())
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('front_image_url', 'text', (c) => c.notNull())
    .addColumn('back_image_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dampener_design_refs_member_ix').on('dampener_design_refs').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dampener_design_refs').execute();
  await db.schema.dropTable('dampener_designs').execute();
}
