// 0020: what product search, reviews and boards need to stay fast with 100,000 products.
// Review totals live on the product row (kept by the review service) so REVIEW sorting and the
// rating shown in lists never aggregate the reviews table per request.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('review_cnt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('review_rate_sum', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // One index per sort order of GET /products/search; the id breaks ties so paging is stable.
  const sortColumns = ['popularity', 'sale_cnt', 'registered_at', 'sale_start_ymdt', 'like_cnt', 'review_cnt'] as const;
  for (const column of sortColumns) {
    await db.schema.createIndex(`products_${column}_ix`).on('products').columns([column, 'product_no']).execute();
  }
  await db.schema.createIndex('products_brand_ix').on('products').column('brand_no').execute();
  // The sold-out test is "no option with stock"; this index answers it without reading option rows.
  await db.schema.createIndex('options_product_stock_ix').on('options').columns(['product_no', 'forced_sold_out', 'stock_cnt']).execute();
  await db.schema.createIndex('product_inputs_product_ix').on('product_inputs').column('product_no').execute();

  await db.schema.createIndex('reviews_order_option_ix').on('reviews').column('order_option_no').execute();
  await db.schema.createIndex('reviews_member_ix').on('reviews').column('member_no').execute();
  await db.schema.createIndex('inquiries_member_ix').on('inquiries').column('member_no').execute();
  await db.schema.createIndex('articles_board_notice_ix').on('articles').columns(['board_no', 'notice', 'registered_at']).execute();
}
