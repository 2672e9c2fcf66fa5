// Writes the product text index of migration 0110. A product's searchable text is its name, its
// brand's Korean and English names, its option values (colours, sizes) and its search keywords;
// the terms come from @courtside/core's rules (the terminal indexes its cache with the same).
// Called by every path that changes that text (seeding, the server product API); stock, prices
// and counters reach the index through the migration's triggers instead.
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { loadCategoryTree, type CategoryTree } from '../category-tree.ts';
import { fillProductSetsOnce, rewriteProductSets } from './term-sets.ts';
import { indexProductsInBulk } from './search-index-bulk.ts';
import { SEARCH_RULES_VERSION, bulkThreshold, chunkSize, insertPostings, oldTerms, postingBatch, postingRow, productPostings, termSetsOf, updateVocabulary, type PostingRow } from './search-postings.ts';

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
