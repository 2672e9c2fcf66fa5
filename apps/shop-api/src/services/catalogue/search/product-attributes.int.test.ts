// The in-memory attributes of several-word searches (SQLite) must give the page and figures the
// postings give, and follow every change another process commits (migration 0320's record).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { catalogueChangesKept } from '../../../db/migrations/0320-catalogue-changes.ts';
import { seedIfEmpty } from '../../../seed/index.ts';
import { seedBulkProducts } from '../../../seed/catalogue-bulk.ts';
import { loadCategoryTree } from '../category-tree.ts';
import { indexProducts } from './search-index.ts';
import { keywordSearchPageAndSummary, readsMatchesOnce, termPlan, type TermPlan } from './keyword-search.ts';
import { ProductAttributeCache, pageAndSummaryOfMatches } from './product-attributes.ts';
import type { SearchCriteria } from './search.ts';

const postgres = (process.env.TEST_DATABASE_URL ?? '').startsWith('postgres');

const criteria = (over: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: [], includeSoldOut: false, saleStatus: 'ONSALE', categoryNos: [], brandNos: [], deliveryConditionType: null,
  discountedPrice: null, includeProductNos: [], excludeProductNos: [], orderBy: 'POPULAR', direction: 'DESC', soldOutLast: false,
  pageNumber: 1, pageSize: 30, ...over,
});

const orders: Array<Partial<SearchCriteria>> = [
  {}, { orderBy: 'DISCOUNTED_PRICE', direction: 'ASC' }, { orderBy: 'RECENT_PRODUCT' }, { orderBy: 'REVIEW', direction: 'ASC' },
  { orderBy: 'SALE_CNT', includeSoldOut: true, soldOutLast: true }, { orderBy: 'LIKE_CNT' }, { orderBy: 'MD_RECOMMEND', direction: 'ASC' },
  { pageNumber: 2, pageSize: 7 }, { brandNos: [1, 2] }, { saleStatus: 'ALL_CONDITIONS', includeSoldOut: true },
  { saleStatus: 'READY_ONSALE' }, { discountedPrice: { comparison: 'BETWEEN', values: [5000, 15000] } },
  { discountedPrice: { comparison: 'LT', values: [9000] } }, { includeProductNos: [] }, { pageSize: 500 },
];
const keywords = ['스마일 댐프너', '프로 블랙', '댐프너 핑크', 'ㄷㅍㄴ 스마일', '밴드 클래식 화이트'];

describe.skipIf(postgres)('in-memory attributes of several-word searches (SQLite)', () => {
  let testDb: TestDatabase;
  let server: OpenedDatabase<ShopDb>;
  /** Another process writing to the same database file. */
  let other: OpenedDatabase<ShopDb>;
  let cache: ProductAttributeCache;
  const plans = new Map<string, TermPlan>();

  /** Every keyword and criteria: the cache's page and summary against the postings' statement. */
  async function compareAll(): Promise<number> {
    const tree = await loadCategoryTree(server.db);
    let compared = 0;
    for (const keyword of keywords) {
      const plan = plans.get(keyword) as TermPlan;
      for (const over of orders) {
        const c = criteria({ keywords: keyword.split(' '), ...over });
        expect(readsMatchesOnce(plan, c, Infinity)).toBe(true);
        const fromPostings = await keywordSearchPageAndSummary(server.db, plan, c, tree);
        expect(pageAndSummaryOfMatches(await cache.current(), plan, c), `${keyword} ${JSON.stringify(over)}`).toEqual(fromPostings);
        compared += fromPostings.page.length;
      }
    }
    return compared;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'search-attributes');
    server = openDatabase<ShopDb>(testDb.url);
    await migrateToLatest(server.db as Kysely<unknown>, migrations);
    await seedIfEmpty(server.db, new Date('2026-05-01T00:00:00Z'));
    await seedBulkProducts(server.db, 2500, new Date('2026-05-01T00:00:00Z'));
    other = openDatabase<ShopDb>(testDb.url);
    cache = new ProductAttributeCache(server.db);
    for (const keyword of keywords) plans.set(keyword, (await termPlan(server.db, keyword.split(' ')))!);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await testDb?.drop();
  });

  it('gives the same page, count, prices and facets as the postings', async () => {
    expect(await compareAll()).toBeGreaterThan(300);
  });

  it('follows stock, price, status, brand, category and product changes made by another process', async () => {
    const plan = plans.get('스마일 댐프너') as TermPlan;
    const c = criteria({ keywords: ['스마일', '댐프너'], orderBy: 'DISCOUNTED_PRICE', direction: 'ASC' });
    const before = pageAndSummaryOfMatches(await cache.current(), plan, c);
    const [cheapest, second, third, fourth, fifth] = before.page as [number, number, number, number, number];
    const db = other.db;
    // The cheapest sells out; the second becomes the dearest; the third stops selling; the fourth
    // loses its brand and its categories; the fifth is removed.
    await db.updateTable('options').set({ stock_cnt: 0 }).where('product_no', '=', cheapest).execute();
    await db.updateTable('products').set((eb) => ({ sale_price: eb('sale_price', '+', 1_000_000) })).where('product_no', '=', second).execute();
    await db.updateTable('products').set({ sale_status: 'STOP' }).where('product_no', '=', third).execute();
    await db.updateTable('products').set({ brand_no: null }).where('product_no', '=', fourth).execute();
    await db.deleteFrom('product_categories').where('product_no', '=', fourth).execute();
    await db.transaction().execute((trx) => indexProducts(trx, [fourth]));
    await db.deleteFrom('options').where('product_no', '=', fifth).execute();
    await db.deleteFrom('product_categories').where('product_no', '=', fifth).execute();
    await db.deleteFrom('products').where('product_no', '=', fifth).execute();

    const after = pageAndSummaryOfMatches(await cache.current(), plan, c);
    expect(after.page).not.toContain(cheapest);
    expect(after.page).not.toContain(third);
    expect(after.page).not.toContain(fifth);
    expect(pageAndSummaryOfMatches(await cache.current(), plan, { ...c, pageSize: 500 }).page.at(-1)).toBe(second);
    expect(after.summary.totalCount).toBe(before.summary.totalCount - 3);
    expect(after.summary.maxPrice).toBeGreaterThanOrEqual(1_000_000);
    // Sold out, it is still listed when sold-out products are asked for: first by price, after every one in stock when they go last.
    expect(pageAndSummaryOfMatches(await cache.current(), plan, { ...c, includeSoldOut: true }).page[0]).toBe(cheapest);
    const soldOutLast = pageAndSummaryOfMatches(await cache.current(), plan, { ...c, includeSoldOut: true, soldOutLast: true, pageSize: 500 }).page;
    expect(soldOutLast.indexOf(cheapest)).toBeGreaterThanOrEqual(after.summary.totalCount);
    expect(await compareAll()).toBeGreaterThan(300);

    // Stock comes back: it is the cheapest again.
    await db.updateTable('options').set({ stock_cnt: 5 }).where('product_no', '=', cheapest).execute();
    expect(pageAndSummaryOfMatches(await cache.current(), plan, c).page[0]).toBe(cheapest);
  });

  it('keeps the last changes only, and loads everything again when it fell further behind', async () => {
    await cache.current();
    // More changes than the log keeps, from the other process (a stock change is one row each).
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${catalogueChangesKept + 2000})
      insert into catalogue_changes (kind, ref) select 'product', 1 from n`.execute(other.db);
    const kept = await other.db.selectFrom('catalogue_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeLessThanOrEqual(catalogueChangesKept + 1000);
    const plan = plans.get('프로 블랙') as TermPlan;
    const first = plan.matches?.[0] as number;
    await other.db.updateTable('products').set({ display: 0 }).where('product_no', '=', first).execute();
    const c = criteria({ keywords: ['프로', '블랙'], pageSize: 500 });
    expect(pageAndSummaryOfMatches(await cache.current(), plan, c).page).not.toContain(first);
    expect(await compareAll()).toBeGreaterThan(300);
  });
});
