// 0021: indexes the search planner can rely on without statistics, and review integrity.
// - (display, sale_status) is dropped: nearly every product is displayed and on sale, yet SQLite
//   without statistics takes that index for a selective one and then fetches 100,000 rows one by
//   one and sorts them; without it a page is read straight off the sort index of 0020.
// - The discounted price is an expression; both databases index expressions in parentheses.
// - One covering index holds every column a search filters or sorts on, so counts, price ranges,
//   brand facets and keyword searches read it instead of the wide product rows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_status_ix').execute();
  await sql`create index products_price_ix on products ((sale_price - immediate_discount_amt), product_no)`.execute(db);
  await db.schema.createIndex('products_scan_ix').on('products')
    .columns([
      'brand_no', 'display', 'sale_status', 'sale_price', 'immediate_discount_amt', 'delivery_condition_type', 'product_name',
      'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'registered_at', 'sale_start_ymdt', 'sale_end_ymdt',
    ])
    .execute();
  // One live review per order option, even when two requests race (partial unique index, both dialects).
  await db.schema.createIndex('reviews_order_option_live_uq').on('reviews').column('order_option_no').unique()
    .where(sql.ref('deleted'), '=', 0).execute();
  await db.schema.createIndex('review_recommends_member_ix').on('review_recommends').column('member_no').execute();
}
