// 0022: the sort indexes also carry display and sale_status, so a page that walks one in order
// (default lists, category pages) filters on the index entry and touches only the rows it returns.
import { sql, type Kysely } from 'kysely';

const replaced = ['popularity', 'sale_cnt', 'registered_at', 'sale_start_ymdt', 'like_cnt', 'review_cnt'] as const;
const sortColumns = [...replaced, 'md_recommend', 'sale_end_ymdt'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of replaced) await db.schema.dropIndex(`products_${column}_ix`).execute();
  await db.schema.dropIndex('products_price_ix').execute();
  for (const column of sortColumns) {
    await db.schema.createIndex(`products_sort_${column}_ix`).on('products')
      .columns([column, 'product_no', 'display', 'sale_status']).execute();
  }
  await sql`create index products_sort_price_ix on products ((sale_price - immediate_discount_amt), product_no, display, sale_status)`.execute(db);
}
