// 0110: the product text index (issue 12), the same on SQLite and PostgreSQL.
//
// - products.sellable: "some option has stock and is not forced sold out", kept by triggers on
//   options, so no search probes options per product.
// - search_postings: one row per (index term, product, depth-1 category) carrying everything a
//   search filters, sorts or counts on (display, status, sellable, brand, price, sort keys). A
//   keyword search, its count and all its facets read one range of this table and touch nothing
//   else. `head` is 1 on one row per (term, product), so counts see each product once while the
//   category facet sees every depth-1 category the product is listed under.
//   The terms themselves come from the shared rules in @courtside/core (search-text.ts), written
//   by the search indexer whenever a product's text changes; the columns copied from products are
//   kept in step by the triggers below, whichever code path changes stock, price or counters.
// - search_docs / search_words: each product's whole words, and how many products have each word
//   (the vocabulary that correction and 초성 expansion choose from).
// - product_search_keywords: the platform's per-product search keywords (GET /products/search/keywords).
// - search_keyword_counts: searches per day and keyword (GET /products/favoriteKeywords).
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';

/**
 * Columns copied from products into every posting row, as integers to keep rows small: the
 * discounted price, and the registration time in seconds. (The rarer sale-period sorts read
 * products for their key.)
 */
const copied = ['display', 'sale_status', 'sellable', 'brand_no', 'price', 'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'registered'] as const;
const watched = [...copied.filter((c) => c !== 'price' && c !== 'registered'), 'sale_price', 'immediate_discount_amt', 'registered_at'];
function setCopied(postgres: boolean): string {
  const seconds = postgres ? 'extract(epoch from new.registered_at::timestamptz)::integer' : `cast(strftime('%s', new.registered_at) as integer)`;
  return copied.map((c) => `${c} = ${c === 'price' ? 'new.sale_price - new.immediate_discount_amt' : c === 'registered' ? seconds : `new.${c}`}`).join(', ');
}

const inStock = (productNo: string) =>
  `(select count(*) from (select 1 from options o where o.product_no = ${productNo} and o.forced_sold_out = 0 and o.stock_cnt > 0 limit 1) s)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema.alterTable('products').addColumn('sellable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql.raw(`update products set sellable = ${inStock('products.product_no')}`).execute(db);

  const postingColumns = `term text not null, product_no integer not null, depth1_no integer not null, head integer not null,
    display integer not null, sale_status text not null, sellable integer not null, brand_no integer, price integer not null,
    popularity integer not null, sale_cnt integer not null, like_cnt integer not null, review_cnt integer not null,
    md_recommend integer not null, registered integer not null`;
  // SQLite keeps the rows in the primary key's order (WITHOUT ROWID), so a term's rows are one
  // contiguous range; PostgreSQL gets the same from a covering primary key (index-only scans).
  await sql.raw(postgres
    ? `create table search_postings (${postingColumns}, constraint search_postings_pk primary key (term, product_no, depth1_no)
        include (head, display, sale_status, sellable, brand_no, price, popularity, sale_cnt, like_cnt, review_cnt, md_recommend, registered))`
    : `create table search_postings (${postingColumns}, primary key (term, product_no, depth1_no)) without rowid`).execute(db);
  await db.schema.createIndex('search_postings_product_ix').on('search_postings').column('product_no').execute();

  await db.schema.createTable('search_docs')
    .addColumn('product_no', 'integer', (c) => c.primaryKey())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('rules', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('search_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('df', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('product_search_keywords')
    .addColumn('product_no', 'integer', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_search_keywords_pk', ['product_no', 'keyword'])
    .execute();
  await db.schema.createTable('search_keyword_counts')
    .addColumn('ymd', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('cnt', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_keyword_counts_pk', ['ymd', 'keyword'])
    .execute();

  if (postgres) {
    await sql.raw(`create function search_option_sellable() returns trigger language plpgsql as $$
      declare pno integer; v integer;
      begin
        if tg_op = 'DELETE' then pno := old.product_no; else pno := new.product_no; end if;
        v := ${inStock('pno')};
        update products set sellable = v where product_no = pno and sellable <> v;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger options_search_sellable after insert or delete or update of stock_cnt, forced_sold_out on options
      for each row execute function search_option_sellable()`).execute(db);
    await sql.raw(`create function search_product_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          delete from search_postings where product_no = old.product_no;
          return null;
        end if;
        if (${watched.map((c) => `new.${c}`).join(', ')}) is distinct from (${watched.map((c) => `old.${c}`).join(', ')}) then
          update search_postings set ${setCopied(true)} where product_no = new.product_no;
        end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger products_search_sync after delete or update of ${watched.join(', ')} on products
      for each row execute function search_product_sync()`).execute(db);
  } else {
    for (const [name, event, ref] of [['insert', 'after insert', 'new'], ['delete', 'after delete', 'old'], ['update', 'after update of stock_cnt, forced_sold_out', 'new']] as const) {
      await sql.raw(`create trigger options_search_sellable_${name} ${event} on options begin
        update products set sellable = ${inStock(`${ref}.product_no`)} where product_no = ${ref}.product_no and sellable <> ${inStock(`${ref}.product_no`)};
      end`).execute(db);
    }
    await sql.raw(`create trigger products_search_sync after update of ${watched.join(', ')} on products
      when ${watched.map((c) => `new.${c} is not old.${c}`).join(' or ')} begin
      update search_postings set ${setCopied(false)} where product_no = new.product_no;
    end`).execute(db);
    await sql.raw(`create trigger products_search_delete after delete on products begin
      delete from search_postings where product_no = old.product_no;
    end`).execute(db);
  }
}
