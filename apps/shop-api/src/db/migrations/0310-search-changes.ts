// 0310 (issue 12), SQLite only: search_changes, the products whose search attributes changed, in
// commit order — so a server that keeps those attributes in memory for several-word searches
// (services/catalogue/search/product-attributes.ts) learns what any process changed by reading
// the rows after the last one it saw. Triggers write a row whenever a product is added or
// removed, a column the postings copy from it changes (stock reaches it through products.sellable,
// migration 0110), or its categories change. SQLite commits one writer at a time, so sequence
// numbers become visible in order; PostgreSQL commits concurrent transactions in any order, so a
// reader could pass a number still in flight — it keeps reading the postings (no table here).
// The log keeps the last 20,000 changes: a reader further behind (search_meta
// 'search_changes_floor') loads every product again.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

/** The columns of products that migration 0110's trigger copies into the postings. */
const watched = ['display', 'sale_status', 'sellable', 'brand_no', 'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'sale_price', 'immediate_discount_amt', 'registered_at'];

export const searchChangesKept = 20_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`create table search_changes (seq integer primary key autoincrement, product_no integer not null)`.execute(db);
  const log = (ref: string) => `insert into search_changes (product_no) values (${ref}.product_no);`;
  const triggers = [
    `search_changes_product_insert after insert on products begin ${log('new')} end`,
    `search_changes_product_delete after delete on products begin ${log('old')} end`,
    `search_changes_product_update after update of ${watched.join(', ')} on products
      when ${watched.map((c) => `new.${c} is not old.${c}`).join(' or ')} begin ${log('new')} end`,
    `search_changes_category_insert after insert on product_categories begin ${log('new')} end`,
    `search_changes_category_delete after delete on product_categories begin ${log('old')} end`,
    `search_changes_category_update after update on product_categories begin ${log('old')} ${log('new')} end`,
    `search_changes_prune after insert on search_changes when new.seq % 1000 = 0 begin
      delete from search_changes where seq <= new.seq - ${searchChangesKept};
      insert or replace into search_meta (key, value) values ('search_changes_floor', new.seq - ${searchChangesKept});
    end`,
  ];
  for (const t of triggers) await sql.raw(`create trigger ${t}`).execute(db);
}
