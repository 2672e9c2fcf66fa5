// Indexing many products at once (a bulk load of the benchmark's catalogue, a change of the search
// rules at start): postings sorted in JS and written in the index's own order, facets counted as they go.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { loadCategoryTree } from '../category-tree.ts';
import { rewriteProductSets } from './term-sets.ts';
import { chunkSize, insertJsonRows, oldTerms, postingBatch, postingColumns, postingRow, postingTypes, productPostings, termSetsOf, updateVocabulary, type ProductPostings } from './search-postings.ts';

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
