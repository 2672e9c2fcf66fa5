// Writes the product text index of migration 0110. A product's searchable text is its name, its
// brand's Korean and English names, its option values (colours, sizes) and its search keywords;
// the terms come from @courtside/core's rules (the terminal indexes its cache with the same).
// Called by every path that changes that text (seeding, the server product API); stock, prices
// and counters reach the index through the migration's triggers instead.
import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '@courtside/db';
import { indexTerms, vocabularyWords } from '@courtside/core/search';
import type { ProductTable, ShopDb } from '../../../db/schema.ts';
import { depth1Of, loadCategoryTree, type CategoryTree } from '../category-tree.ts';
import { parseJson } from '../../../http/json.ts';
import { fillProductSetsOnce, rewriteProductSets } from './term-sets.ts';

/** Bump when the rules of search-text.ts change: the server then re-indexes every product at start. */
export const SEARCH_RULES_VERSION = 1;
const chunkSize = 1000;
/** Above this many products, indexing goes through the bulk path. */
const bulkThreshold = 2000;
const insertRows = 1000;
const postingBatch = 20_000;

interface ProductText {
  productNo: number;
  name: string;
  /** Brand names, option values and search keywords. */
  other: string;
  depth1Nos: number[];
}

const postingColumns = ['term', 'product_no', 'depth1_no', 'head', 'display', 'sale_status', 'sellable', 'brand_no', 'price', 'popularity', 'sale_cnt', 'like_cnt', 'review_cnt', 'md_recommend', 'registered'] as const;
type PostingRow = [string, number, number, number, number, string, number, number | null, number, number, number, number, number, number, number];

const postingTypes = ['text', 'integer', 'integer', 'integer', 'integer', 'text', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer'];

/**
 * Many rows in one statement with one parameter (a JSON array of rows): tens of columns times
 * thousands of rows would otherwise mean a statement with more parameters than either database
 * takes, and seconds spent binding them.
 */
async function insertJsonRows(db: Kysely<ShopDb>, table: string, columns: readonly string[], types: readonly string[], rows: unknown[][], onConflict = sql``): Promise<void> {
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

const insertPostings = (db: Kysely<ShopDb>, rows: PostingRow[]) => insertJsonRows(db, 'search_postings', postingColumns, postingTypes, rows);

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
interface ProductPostings {
  productNo: number;
  terms: Set<string>;
  /** Depth-1 categories in ascending order (0 when the product has none). */
  depth1Nos: number[];
  /** Every column after term, product_no, depth1_no and head. */
  copied: [number, string, number, number | null, number, number, number, number, number, number, number];
}

/** The products' terms and copied columns (in product order), and each product's vocabulary words. */
async function productPostings(db: Kysely<ShopDb>, productNos: number[], tree: CategoryTree): Promise<{ products: ProductPostings[]; newWords: Map<number, string[]> }> {
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

function postingRow(term: string, p: ProductPostings, depth1Index: number): PostingRow {
  return [term, p.productNo, p.depth1Nos[depth1Index] as number, depth1Index === 0 ? 1 : 0, ...p.copied];
}

async function indexChunk(db: Kysely<ShopDb>, productNos: number[], tree: CategoryTree): Promise<void> {
  const { products, newWords } = await productPostings(db, productNos, tree);
  const postings: PostingRow[] = [];
  for (const p of products) for (const term of p.terms) p.depth1Nos.forEach((_, i) => postings.push(postingRow(term, p, i)));
  // In term order, rows land next to each other in the index instead of all over it.
  postings.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1] || a[2] - b[2]));
  const sets = termSetsOf(await oldTerms(db, productNos));
  for (const p of products) {
    for (const term of p.terms) {
      const list = sets.get(term);
      if (list) list.push(p.productNo);
      else sets.set(term, [p.productNo]);
    }
  }
  await db.deleteFrom('search_postings').where('product_no', 'in', productNos).execute();
  for (let i = 0; i < postings.length; i += postingBatch) await insertPostings(db, postings.slice(i, i + postingBatch));
  await rewriteProductSets(db, new Set(productNos), sets);
  await updateVocabulary(db, productNos, newWords);
}

/** The terms these products are indexed under now (before they are re-indexed). */
async function oldTerms(db: Kysely<ShopDb>, productNos: readonly number[]): Promise<string[]> {
  const rows = await db.selectFrom('search_postings').select('term').distinct().where('product_no', 'in', productNos).execute();
  return rows.map((r) => r.term);
}

/** Every term whose product set a re-index rewrites, with no products yet. */
function termSetsOf(terms: Iterable<string>): Map<string, number[]> {
  return new Map([...terms].map((t) => [t, []]));
}

/** Moves each product's share of the word counts from its old words to its new ones. */
async function updateVocabulary(db: Kysely<ShopDb>, productNos: number[], newWords: Map<number, string[]>): Promise<void> {
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

/**
 * (Re)indexes these products' text. Run it in the same transaction as the change to names, brands,
 * options, categories or search keywords, so the index never disagrees with the catalogue.
 */
export async function indexProducts(db: Kysely<ShopDb>, productNos: readonly number[], tree?: CategoryTree): Promise<void> {
  const unique = [...new Set(productNos)];
  if (unique.length === 0) return;
  const categories = tree ?? (await loadCategoryTree(db));
  for (let i = 0; i < unique.length; i += chunkSize) await indexChunk(db, unique.slice(i, i + chunkSize), categories);
}

type FacetRow = [string, number, string, number, number, number, number, number, number, number];
const facetColumns = ['term', 'display', 'sale_status', 'sellable', 'brand_no', 'depth1_no', 'n', 'heads', 'min_price', 'max_price'];
const facetTypes = ['text', 'integer', 'text', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer', 'integer'];

/** Adds counted groups to search_facets (migration 0220), merging with groups already there. */
async function addFacets(db: Kysely<ShopDb>, rows: FacetRow[]): Promise<void> {
  const postgres = dialectOf(db as Kysely<unknown>) === 'postgres';
  const [least, greatest] = postgres ? ['least', 'greatest'] : ['min', 'max'];
  const merge = sql.raw(`on conflict (term, display, sale_status, sellable, brand_no, depth1_no) do update set
    n = search_facets.n + excluded.n, heads = search_facets.heads + excluded.heads,
    min_price = case when search_facets.n = 0 then excluded.min_price else ${least}(search_facets.min_price, excluded.min_price) end,
    max_price = case when search_facets.n = 0 then excluded.max_price else ${greatest}(search_facets.max_price, excluded.max_price) end`);
  for (let i = 0; i < rows.length; i += postingBatch) await insertJsonRows(db, 'search_facets', facetColumns, facetTypes, rows.slice(i, i + postingBatch), merge);
}

/** Posting keys pack (term rank, row) into one exactly representable number: rows below 2^22. */
const rowSpan = 2 ** 22;

/**
 * Indexes many products at once (a bulk load, a rules change), in one transaction. The terms are
 * worked out in JS chunk by chunk, every posting is kept as one number (term rank × rowSpan + row),
 * and the numbers are sorted, so the rows go into the index in its own order — each index page
 * is written once, straight, with no scratch table and no sort in the database. The product-number
 * and popularity indexes are dropped for the load and rebuilt after.
 */
export async function indexProductsInBulk(db: Kysely<ShopDb>, productNos: readonly number[]): Promise<void> {
  const unique = [...new Set(productNos)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  const tree = await loadCategoryTree(db);
  const postgres = dialectOf(db as Kysely<unknown>) === 'postgres';
  await db.transaction().execute(async (trx) => {
    if (postgres) await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
    const products: ProductPostings[] = [];
    /** Posting rows in (product, depth-1) order: product index and depth-1 position. */
    const rowProduct: number[] = [];
    const rowDepth1: number[] = [];
    const termIds = new Map<string, number>();
    const keys: number[] = [];
    /** Terms the products had before (a re-index): their sets lose these products. */
    const formerTerms = new Set<string>();
    for (let i = 0; i < unique.length; i += chunkSize) {
      const chunk = unique.slice(i, i + chunkSize);
      const { products: found, newWords } = await productPostings(trx, chunk, tree);
      for (const term of await oldTerms(trx, chunk)) formerTerms.add(term);
      await trx.deleteFrom('search_postings').where('product_no', 'in', chunk).execute();
      await updateVocabulary(trx, chunk, newWords);
      for (const p of found) {
        const firstRow = rowProduct.length;
        p.depth1Nos.forEach((_, d) => {
          rowProduct.push(products.length);
          rowDepth1.push(d);
        });
        products.push(p);
        for (const term of p.terms) {
          let id = termIds.get(term);
          if (id === undefined) termIds.set(term, (id = termIds.size));
          for (let d = 0; d < p.depth1Nos.length; d++) keys.push(id * rowSpan + firstRow + d);
        }
        p.terms.clear();
      }
    }
    if (rowProduct.length >= rowSpan) throw new Error('search index bulk load: too many products at once');
    // Terms by their code points (the databases' byte order for these scripts); keys re-ranked by it.
    const terms = [...termIds.keys()];
    const order = terms.map((_, i) => i).sort((a, b) => ((terms[a] as string) < (terms[b] as string) ? -1 : 1));
    const rank = new Float64Array(terms.length);
    order.forEach((id, r) => (rank[id] = r));
    const sorted = Float64Array.from(keys, (k) => (rank[Math.floor(k / rowSpan)] as number) * rowSpan + (k % rowSpan));
    keys.length = 0;
    sorted.sort();
    // Each posting row's columns but the term, once per (product, depth-1 category), in a scratch
    // table keyed by row number; the postings then arrive as {term: [row, …], …} and are joined to
    // it, so the database reads each term once and each row as a plain integer.
    const rowColumns = ['row', ...postingColumns.slice(1)];
    await sql.raw(`create temp table search_bulk_rows (${rowColumns.map((c, i) => `${c} ${i === 0 ? 'integer primary key' : postingTypes[i]}`).join(', ')})${postgres ? ' on commit drop' : ''}`).execute(trx);
    let rowBatch: unknown[][] = [];
    for (let row = 0; row < rowProduct.length; row++) {
      const [, ...rest] = postingRow('', products[rowProduct[row] as number] as ProductPostings, rowDepth1[row] as number);
      rowBatch.push([row, ...rest]);
      if (rowBatch.length === postingBatch || row === rowProduct.length - 1) {
        await insertJsonRows(trx, 'search_bulk_rows', rowColumns, ['integer', ...postingTypes.slice(1)], rowBatch);
        rowBatch = [];
      }
    }
    await sql`drop index search_postings_product_ix`.execute(trx);
    await sql`drop index search_postings_popular_ix`.execute(trx);
    const cols = sql.raw(postingColumns.join(', '));
    const picks = sql.raw(postingColumns.slice(1).map((c) => `b.${c}`).join(', '));
    const insertTerms = (json: string) => postgres
      ? sql`insert into search_postings (${cols}) select t.key, ${picks} from json_each(${json}::json) t
          cross join lateral json_array_elements_text(t.value) r join search_bulk_rows b on b.row = r.value::integer`.execute(trx)
      : sql`insert into search_postings (${cols}) select t.key, ${picks} from json_each(${json}) t
          join json_each(t.value) r join search_bulk_rows b on b.row = r.value`.execute(trx);
    // The facet counts of migration 0220 are added per term below, not by its per-row triggers.
    await trx.insertInto('search_meta').values({ key: 'facets_paused', value: 1 }).execute();
    let parts: string[] = [];
    let facets: FacetRow[] = [];
    let sets = new Map<string, number[]>();
    const loaded = new Set(unique);
    let count = 0;
    for (let i = 0; i < sorted.length; ) {
      const rank = Math.floor((sorted[i] as number) / rowSpan);
      const term = terms[order[rank] as number] as string;
      const rows: number[] = [];
      const heads: number[] = [];
      const groups = new Map<string, FacetRow>();
      for (; i < sorted.length && Math.floor((sorted[i] as number) / rowSpan) === rank; i++) {
        const row = (sorted[i] as number) % rowSpan;
        rows.push(row);
        const p = products[rowProduct[row] as number] as ProductPostings;
        const depth1Index = rowDepth1[row] as number;
        const [display, saleStatus, sellable, brandNo, price] = p.copied;
        const depth1No = p.depth1Nos[depth1Index] as number;
        const key = `${display}|${saleStatus}|${sellable}|${brandNo ?? 0}|${depth1No}`;
        const g = groups.get(key);
        const head = depth1Index === 0 ? 1 : 0;
        if (head === 1) heads.push(p.productNo);
        if (!g) groups.set(key, [term, display, saleStatus, sellable, brandNo ?? 0, depth1No, 1, head, price, price]);
        else {
          g[6]++;
          g[7] += head;
          g[8] = Math.min(g[8], price);
          g[9] = Math.max(g[9], price);
        }
      }
      parts.push(`${JSON.stringify(term)}:[${rows.join(',')}]`);
      facets.push(...groups.values());
      sets.set(term, heads);
      formerTerms.delete(term);
      count += rows.length;
      if (count >= postingBatch * 5 || i === sorted.length) {
        await insertTerms(`{${parts.join(',')}}`);
        await addFacets(trx, facets);
        await rewriteProductSets(trx, loaded, sets);
        parts = [];
        facets = [];
        sets = new Map();
        count = 0;
      }
    }
    await rewriteProductSets(trx, loaded, termSetsOf(formerTerms));
    await trx.deleteFrom('search_meta').where('key', '=', 'facets_paused').execute();
    await sql`create index search_postings_product_ix on search_postings (product_no)`.execute(trx);
    await sql`create index search_postings_popular_ix on search_postings (term, popularity, product_no)`.execute(trx);
  });
}

/** Indexes every product the index does not hold with the current rules (at server start). */
export async function ensureSearchIndex(db: Kysely<ShopDb>): Promise<number> {
  await fillProductSetsOnce(db);
  const stale = await db.selectFrom('products')
    .leftJoin('search_docs', 'search_docs.product_no', 'products.product_no')
    .select('products.product_no')
    .where((eb) => eb.or([eb('search_docs.product_no', 'is', null), eb('search_docs.rules', '!=', SEARCH_RULES_VERSION)]))
    .execute();
  if (stale.length > bulkThreshold) await indexProductsInBulk(db, stale.map((r) => r.product_no));
  else if (stale.length > 0) await db.transaction().execute((trx) => indexProducts(trx, stale.map((r) => r.product_no)));
  return stale.length;
}

/** GET /products/search/keywords: each asked product's own search keywords, in the order asked, keywords sorted. */
export async function productSearchKeywords(db: Kysely<ShopDb>, productNos: readonly number[]): Promise<Array<{ productNo: number; keywords: string[] }>> {
  const rows = await db.selectFrom('product_search_keywords').select(['product_no', 'keyword'])
    .where('product_no', 'in', productNos).orderBy('product_no').orderBy('keyword').execute();
  return productNos.map((productNo) => ({ productNo, keywords: rows.filter((r) => r.product_no === productNo).map((r) => r.keyword) }));
}
