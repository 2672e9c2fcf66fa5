// The bench's loader, run as its own process by bench/run.ts: migrates, seeds and fills a database
// with the bench's products and prints (as its last stdout line) the keywords to time and the
// options whose stock the bench flips. Loading 100,000 products leaves ~110 MB in the loading
// process's heap; the process that times the requests never holds it, so its own garbage
// collection does not land inside the timings.
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '@courtside/db';
import type { ShopDb } from '../src/db/schema.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { BULK_FIRST_PRODUCT_NO, seedBulkProducts } from '../src/seed/catalogue-bulk.ts';
import { benchKeywords, type BenchKeyword } from './search-keywords.ts';
import { buildFtsFloor } from './fts-floor.ts';

export interface LoadedCatalogue {
  /** The timed keywords. */
  keywords: BenchKeyword[];
  /** Keywords of the same kinds, none of them timed, for the server's warm-up. */
  warmUp: BenchKeyword[];
  /** The in-stock options of 1,000 products, grouped by product. */
  stockProducts: number[][];
  /** A product and one of its in-stock options, for detail, cart and order-sheet calls. */
  sample: { productNo: number; optionNo: number };
}

// The database, a label, how many bulk products it should hold (more are added to what an earlier
// call loaded: the search bench grows one catalogue 10,000 → 100,000 → 300,000), and where to write
// the FTS5 floor (bench/fts-floor.ts) over the same products.
const [url, label, products, ftsPath] = process.argv.slice(2) as [string, string, string, string];
const opened = openDatabase<ShopDb>(url);
try {
  await migrateToLatest(opened.db as Kysely<unknown>, migrations);
  await seedIfEmpty(opened.db, new Date());
  const start = performance.now();
  const held = await opened.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('product_no', '>=', BULK_FIRST_PRODUCT_NO).executeTakeFirstOrThrow();
  const adding = Number(products) - Number(held.n);
  if (adding > 0) await seedBulkProducts(opened.db, adding, new Date(), BULK_FIRST_PRODUCT_NO + Number(held.n));
  if (opened.dialect === 'postgres') await sql`vacuum analyze`.execute(opened.db);
  console.log(`[bench] ${label}: 상품 ${Number(products).toLocaleString('ko-KR')}개까지 ${adding.toLocaleString('ko-KR')}개 적재·색인: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  await buildFtsFloor(opened.db, ftsPath);
  const keywords = await benchKeywords(opened.db);
  // The server warms up (JIT, prepared statements) on 300 other keywords of the same kinds, so
  // no measured keyword has been searched before it is timed.
  const measured = new Set(keywords.map((k) => k.keyword));
  const warmUp = (await benchKeywords(opened.db, 1200, 99)).filter((k) => !measured.has(k.keyword)).slice(0, 300);
  const stock = await opened.db.selectFrom('options').select(['product_no', 'option_no']).where('product_no', '>=', BULK_FIRST_PRODUCT_NO)
    .where('product_no', '<', BULK_FIRST_PRODUCT_NO + 1000).where('stock_cnt', '>', 0).orderBy('option_no').execute();
  const byProduct = new Map<number, number[]>();
  for (const r of stock) byProduct.set(r.product_no, [...(byProduct.get(r.product_no) ?? []), r.option_no]);
  const sample = await opened.db.selectFrom('options').select(['product_no as productNo', 'option_no as optionNo'])
    .where('product_no', '>=', BULK_FIRST_PRODUCT_NO).where('stock_cnt', '>', 0).orderBy('option_no').limit(1).executeTakeFirstOrThrow();
  const loaded: LoadedCatalogue = { keywords, warmUp, stockProducts: [...byProduct.values()], sample };
  console.log(JSON.stringify(loaded));
} finally {
  await opened.close();
}
