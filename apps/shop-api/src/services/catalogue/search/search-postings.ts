// The pieces both ways of indexing share (search-index.ts one product at a time, search-index-bulk.ts
// many at once): a product's terms and the columns its posting rows copy (migration 0110), the JSON
// bulk insert, and the vocabulary counts (search_words, search_docs) a re-index moves.
import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '@courtside/db';
import { indexTerms, vocabularyWords } from '@courtside/core/search';
import type { ProductTable, ShopDb } from '../../../db/schema.ts';
import { parseJson } from '../../../domain/json-columns.ts';
import { depth1Of, type CategoryTree } from '../category-tree.ts';

/** Bump when the rules of search-text.ts change: the server then re-indexes every product at start. */
export const SEARCH_RULES_VERSION = 1;
export const chunkSize = 1000;
/** Above this many products, indexing goes through the bulk path. */
export const bulkThreshold = 2000;
const insertRows = 1000;
export const postingBatch = 20_000;

interface ProductText {
  productNo: number;
  name: string;
  /** Brand names, option values and search keywords. */
  other: string;
  depth1Nos: number[];
}

export const postingColumns = ['term', 'product_no', 'depth1_no', 'head', 'display', 'sale_status', 'sellable', 'brand_no', 'price', 'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'registered'] as const;
export type PostingRow = [string, number, number, number, number, string, number, number | null, number, number, number, number, number, number, number];

export const postingTypes = ['text', 'integer', 'integer', 'integer', 'integer', 'text', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer'];

/**
 * Many rows in one statement with one parameter (a JSON array of rows): tens of columns times
 * thousands of rows would otherwise mean a statement with more parameters than either database
 * takes, and seconds spent binding them.
 */
export async function insertJsonRows(db: Kysely<ShopDb>, table: string, columns: readonly string[], types: readonly string[], rows: unknown[][], onConflict = sql``): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  const cols = sql.raw(columns.join(', '));
  if (dialectOf(db as Kysely<unknown>) === 'postgres') {
    const picks = sql.raw(types.map((t, i) => `(e->>${i})::${t}`).join(', '));
    await sql`insert into ${sql.table(table)} (${cols}) select ${picks} from json_array_elements(${json}::json) e ${onConflict}`.execute(db);
  } else {
    const picks = sql.raw(columns.map((_, i) => `value->>${i}`).join(', '));
    await sql`insert into ${sql.table(table)} (${cols}) select ${picks} from json_each(${json}) where true ${onConflict}`.execute(db);
  }
}

export const insertPostings = (db: Kysely<ShopDb>, rows: PostingRow[]) => insertJsonRows(db, 'search_postings', postingColumns, postingTypes, rows);

async function productTexts(db: Kysely<ShopDb>, productNos: number[], tree: CategoryTree): Promise<ProductText[]> {
  const [products, options, categories, keywords] = await Promise.all([
    db.selectFrom('products')
      .leftJoin('brands', 'brands.brand_no', 'products.brand_no')
      .select(['products.product_no', 'products.product_name', 'brands.name as brand_name', 'brands.name_en as brand_name_en'])
      .where('products.product_no', 'in', productNos).execute(),
    db.selectFrom('options').select(['product_no', 'values_json']).where('product_no', 'in', productNos).execute(),
    db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', productNos).execute(),
    db.selectFrom('product_search_keywords').select(['product_no', 'keyword']).where('product_no', 'in', productNos).execute(),
  ]);
  const extra = new Map<number, string[]>();
  const add = (no: number, text: string) => {
    const list = extra.get(no);
    if (list) list.push(text);
    else extra.set(no, [text]);
  };
  for (const o of options) for (const v of parseJson<string[]>(o.values_json, [])) add(o.product_no, v);
  for (const k of keywords) add(k.product_no, k.keyword);
  const depth1 = depth1NosOf(categories, tree);
  return products.map((p) => ({
    productNo: p.product_no,
    name: p.product_name,
    other: [p.brand_name ?? '', p.brand_name_en ?? '', ...new Set(extra.get(p.product_no) ?? [])].join(' '),
    depth1Nos: depth1.get(p.product_no) ?? [],
  }));
}

/** Each product's depth-1 categories, ascending (a product without categories has no entry). */
export function depth1NosOf(categories: ReadonlyArray<{ product_no: number; category_no: number }>, tree: CategoryTree): Map<number, number[]> {
  const depth1 = new Map<number, Set<number>>();
  for (const c of categories) {
    const d = depth1Of(tree, c.category_no) ?? c.category_no;
    const set = depth1.get(c.product_no) ?? new Set<number>();
    set.add(d);
    depth1.set(c.product_no, set);
  }
  return new Map([...depth1].map(([no, set]) => [no, [...set].sort((a, b) => a - b)]));
}

/** What the posting rows copy from a product (migration 0110's trigger keeps them in step). */
export const copiedSource = ['product_no', 'display', 'sale_status', 'sellable', 'brand_no', 'sale_price', 'immediate_discount_amt', 'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'registered_at'] as const;
export type CopiedSourceRow = Pick<Selectable<ProductTable>, (typeof copiedSource)[number]>;

/** A posting row's copied columns, in postingColumns order after head. */
export function copiedColumns(p: CopiedSourceRow): ProductPostings['copied'] {
  return [p.display, p.sale_status, p.sellable, p.brand_no, p.sale_price - p.immediate_discount_amt,
    p.popularity, p.sale_cnt, p.like_cnt, p.review_cnt, p.md_recommend, Math.floor(Date.parse(p.registered_at) / 1000)];
}

/** One product's index terms and the columns its posting rows copy from the product. */
export interface ProductPostings {
  productNo: number;
  terms: Set<string>;
  /** Depth-1 categories in ascending order (0 when the product has none). */
  depth1Nos: number[];
  /** Every column after term, product_no, depth1_no and head. */
  copied: [number, string, number, number | null, number, number, number, number, number, number, number];
}

/** The products' terms and copied columns (in product order), and each product's vocabulary words. */
export async function productPostings(db: Kysely<ShopDb>, productNos: number[], tree: CategoryTree): Promise<{ products: ProductPostings[]; newWords: Map<number, string[]> }> {
  const texts = await productTexts(db, productNos, tree);
  const rows = await db.selectFrom('products').select(copiedSource).where('product_no', 'in', productNos).execute();
  const byNo = new Map(rows.map((r) => [r.product_no, r]));
  const products: ProductPostings[] = [];
  const newWords = new Map<number, string[]>();
  for (const t of [...texts].sort((a, b) => a.productNo - b.productNo)) {
    const p = byNo.get(t.productNo);
    if (!p) continue;
    newWords.set(t.productNo, [...vocabularyWords(`${t.name} ${t.other}`)]);
    products.push({
      productNo: p.product_no,
      terms: indexTerms(t.name, t.other),
      depth1Nos: t.depth1Nos.length > 0 ? t.depth1Nos : [0],
      copied: copiedColumns(p),
    });
  }
  return { products, newWords };
}

export function postingRow(term: string, p: ProductPostings, depth1Index: number): PostingRow {
  return [term, p.productNo, p.depth1Nos[depth1Index] as number, depth1Index === 0 ? 1 : 0, ...p.copied];
}

/** The terms these products are indexed under now (before they are re-indexed). */
export async function oldTerms(db: Kysely<ShopDb>, productNos: readonly number[]): Promise<string[]> {
  const rows = await db.selectFrom('search_postings').select('term').distinct().where('product_no', 'in', productNos).execute();
  return rows.map((r) => r.term);
}

/** Every term whose product set a re-index rewrites, with no products yet. */
export function termSetsOf(terms: Iterable<string>): Map<string, number[]> {
  return new Map([...terms].map((t) => [t, []]));
}

/** Moves each product's share of the word counts from its old words to its new ones. */
export async function updateVocabulary(db: Kysely<ShopDb>, productNos: number[], newWords: Map<number, string[]>): Promise<void> {
  const old = await db.selectFrom('search_docs').select(['product_no', 'words']).where('product_no', 'in', productNos).execute();
  const delta = new Map<string, number>();
  for (const o of old) for (const w of o.words.split(' ').filter(Boolean)) delta.set(w, (delta.get(w) ?? 0) - 1);
  for (const words of newWords.values()) for (const w of words) delta.set(w, (delta.get(w) ?? 0) + 1);
  const changes = [...delta].filter(([, d]) => d !== 0).map(([word, df]) => ({ word, df }));
  for (let i = 0; i < changes.length; i += insertRows) {
    await db.insertInto('search_words').values(changes.slice(i, i + insertRows))
      .onConflict((oc) => oc.column('word').doUpdateSet((eb) => ({ df: eb('search_words.df', '+', eb.ref('excluded.df')) })))
      .execute();
  }
  if (changes.some((c) => c.df < 0)) await db.deleteFrom('search_words').where('df', '<=', 0).execute();
  await db.deleteFrom('search_docs').where('product_no', 'in', productNos).execute();
  const docs = [...newWords].map(([product_no, words]) => ({ product_no, words: words.join(' '), rules: SEARCH_RULES_VERSION }));
  for (let i = 0; i < docs.length; i += insertRows) await db.insertInto('search_docs').values(docs.slice(i, i + insertRows)).execute();
  if (changes.length > 0) await bumpVocabularyVersion(db);
}

async function bumpVocabularyVersion(db: Kysely<ShopDb>): Promise<void> {
  await db.insertInto('search_meta').values({ key: 'vocabulary', value: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb('search_meta.value', '+', 1) })))
    .execute();
}
