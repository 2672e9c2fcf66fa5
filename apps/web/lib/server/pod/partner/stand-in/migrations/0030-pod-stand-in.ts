// 0030: the print-on-demand stand-in partner's tables (catalogue, tokens, editor documents,
// projects, received orders). Never edit once landed; add 0031… instead.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pod_channel_products')
    .addColumn('channel_product_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_product_name', 'text', (c) => c.notNull())
    .addColumn('mall_product_no', 'integer')
    .addColumn('thumbnail', 'text')
    .addColumn('option_names_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pod_channel_products_mall_uq').on('pod_channel_products').column('mall_product_no').unique().execute();

  await db.schema
    .createTable('pod_design_templates')
    .addColumn('design_template_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('layout_json', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pod_design_templates_product_ix').on('pod_design_templates').columns(['channel_product_id', 'display_order']).execute();

  await db.schema
    .createTable('pod_variants')
    .addColumn('variant_id', 'text', (c) => c.primaryKey())
    .addColumn('channel_product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pod_variants_product_ix').on('pod_variants').columns(['channel_product_id', 'display_order']).execute();

  await db.schema
    .createTable('pod_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('refresh_hash', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pod_tokens_expiry_ix').on('pod_tokens').column('expires_at').execute();

  await db.schema
    .createTable('pod_editor_documents')
    .addColumn('editor_no', 'text', (c) => c.primaryKey())
    .addColumn('design_template_id', 'text', (c) => c.notNull())
    .addColumn('store_customer_id', 'text', (c) => c.notNull())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pod_projects')
    .addColumn('project_id', 'text', (c) => c.primaryKey())
    .addColumn('store_customer_id', 'text', (c) => c.notNull())
    .addColumn('editor_no', 'text', (c) => c.notNull())
    .addColumn('design_template_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pod_projects_customer_ix').on('pod_projects').columns(['store_customer_id', 'created_at']).execute();
  // One project per editor document: a double-clicked save must not make two.
  await db.schema.createIndex('pod_projects_editor_uq').on('pod_projects').column('editor_no').unique().execute();

  await db.schema
    .createTable('pod_received_orders')
    .addColumn('order_code', 'text', (c) => c.primaryKey())
    .addColumn('store_customer_id', 'text', (c) => c.notNull())
    .addColumn('shipping_json', 'text', (c) => c.notNull())
    .addColumn('entries_json', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
