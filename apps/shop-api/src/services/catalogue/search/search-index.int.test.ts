// The bulk load of the text index (a benchmark's 100,000 products, a rules change) must write
// exactly what indexing the same products one change at a time writes — on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase, migrateToLatest, openDatabase, type OpenedDatabase, type TestDatabase } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import { migrations } from '../../../db/migrations/index.ts';
import { seedIfEmpty } from '../../../seed/index.ts';
import { BULK_FIRST_PRODUCT_NO, seedBulkProducts } from '../../../seed/catalogue-bulk.ts';
import { ensureSearchIndex, indexProducts } from './search-index.ts';
import { keywordSearchFacetSummary, keywordSearchPage, keywordSearchPostingSummary, keywordSearchSummary, keywordSearchPageAndSummary, readsMatchesOnce, termPlan } from './keyword-search.ts';
import { loadCategoryTree } from '../category-tree.ts';
import { loadProductsWithOptions } from '../catalogue.ts';
import { searchItems } from './search-view.ts';
import { decodeProductSet, fillProductSetsOnce, intersectProductSets, readProductSets } from './term-sets.ts';
import type { SearchCriteria } from './search.ts';

const count = 2500;

const criteria = (over: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: [], includeSoldOut: false, saleStatus: 'ONSALE', categoryNos: [], brandNos: [], deliveryConditionType: null,
  discountedPrice: null, includeProductNos: [], excludeProductNos: [], orderBy: 'POPULAR', direction: 'DESC', soldOutLast: false,
  pageNumber: 1, pageSize: 30, ...over,
});

/** search_facets (migration 0220) against the same counts taken from the postings now. */
async function facetsAgree(db: Kysely<ShopDb>) {
  const key = (r: { term: string; display: number; sale_status: string; sellable: number; brand_no: number; depth1_no: number }) =>
    `${r.term}|${r.display}|${r.sale_status}|${r.sellable}|${r.brand_no}|${r.depth1_no}`;
  const kept = await db.selectFrom('search_facets').selectAll().where('n', '>', 0).execute();
  const counted = await db.selectFrom('search_postings')
    .select((eb) => ['term', 'display', 'sale_status', 'sellable', eb.fn.coalesce('brand_no', eb.lit(0)).as('brand_no'), 'depth1_no',
      eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('head').as('heads'), eb.fn.min('price').as('min_price'), eb.fn.max('price').as('max_price')])
    .groupBy(['term', 'display', 'sale_status', 'sellable', eb => eb.fn.coalesce('brand_no', eb.lit(0)), 'depth1_no'])
    .execute();
  const norm = (rows: Array<Record<string, unknown>>) => new Map(rows.map((r) => [key(r as never), [Number(r.n), Number(r.heads), Number(r.min_price), Number(r.max_price)]]));
  return { kept: norm(kept), counted: norm(counted) };
}

/** Each term's product set (migration 0300) against the products its postings hold now. */
async function setsAgree(db: Kysely<ShopDb>) {
  const products = new Set((await db.selectFrom('products').select('product_no').execute()).map((r) => r.product_no));
  const kept = new Map((await db.selectFrom('search_term_sets').selectAll().execute())
    .map((r) => [r.term, [...decodeProductSet(r.products)].filter((no) => products.has(no))] as const)
    .filter(([, list]) => list.length > 0));
  const counted = new Map<string, number[]>();
  const rows = await db.selectFrom('search_postings').select(['term', 'product_no']).where('head', '=', 1).orderBy('term').orderBy('product_no').execute();
  for (const r of rows) counted.set(r.term, [...(counted.get(r.term) ?? []), r.product_no]);
  return { kept, counted };
}

describe('search index bulk load', () => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase<ShopDb>;

  const snapshot = async (db: Kysely<ShopDb>) => ({
    postings: await db.selectFrom('search_postings').selectAll().where('product_no', '>=', BULK_FIRST_PRODUCT_NO)
      .orderBy('term').orderBy('product_no').orderBy('depth1_no').execute(),
    docs: await db.selectFrom('search_docs').selectAll().orderBy('product_no').execute(),
    words: await db.selectFrom('search_words').selectAll().orderBy('word').execute(),
    sets: (await db.selectFrom('search_term_sets').selectAll().orderBy('term').execute()).map((r) => [r.term, [...decodeProductSet(r.products)]]),
  });

  beforeAll(async () => {
    testDb = await createTestDatabase(process.env.TEST_DATABASE_URL, 'search-bulk');
    opened = openDatabase<ShopDb>(testDb.url);
    await migrateToLatest(opened.db as Kysely<unknown>, migrations);
    await seedIfEmpty(opened.db, new Date('2026-05-01T00:00:00Z'));
    // More than the bulk threshold, so the load goes through the bulk path.
    await seedBulkProducts(opened.db, count, new Date('2026-05-01T00:00:00Z'));
  }, 120_000);
  afterAll(async () => {
    await opened.close();
    await testDb.drop();
  });

  it('writes the same postings, words and counts as indexing product by product', { timeout: 120_000 }, async () => {
    const bulk = await snapshot(opened.db);
    expect(new Set(bulk.postings.map((p) => p.product_no)).size).toBe(count);
    expect(bulk.postings.some((p) => p.term === 'ㄷㅍㄴ')).toBe(true);
    // Every fifth product again through the per-change path (its rows replaced, the counts kept by triggers).
    const productNos = Array.from({ length: count / 5 }, (_, i) => BULK_FIRST_PRODUCT_NO + i * 5);
    await opened.db.transaction().execute((trx) => indexProducts(trx, productNos));
    const oneByOne = await snapshot(opened.db);
    expect(oneByOne.postings.length).toBe(bulk.postings.length);
    expect(oneByOne.postings).toEqual(bulk.postings);
    expect(oneByOne.postings.filter((p) => productNos.includes(p.product_no)).length).toBeGreaterThan(count * 10);
    expect(oneByOne.docs).toEqual(bulk.docs);
    expect(oneByOne.words).toEqual(bulk.words);
    expect(oneByOne.sets).toEqual(bulk.sets);
    const agree = await setsAgree(opened.db);
    expect(agree.kept.get('스마일')?.length).toBeGreaterThan(50);
    expect(agree.kept).toEqual(agree.counted);
  });

  it('keeps the per-term counts of one-word searches in step with stock, price, status and text changes', { timeout: 120_000 }, async () => {
    const db = opened.db;
    const first = await facetsAgree(db);
    expect(first.kept.size).toBe(first.counted.size);
    expect(first.kept).toEqual(first.counted);
    // Stock runs out and comes back, prices and statuses change, a product is re-indexed and one deleted,
    // all through the 0110 triggers, as the server's services make them.
    const some = Array.from({ length: 40 }, (_, i) => BULK_FIRST_PRODUCT_NO + 1 + i * 37);
    await db.updateTable('options').set({ stock_cnt: 0 }).where('product_no', 'in', some.slice(0, 20)).execute();
    await db.updateTable('options').set({ stock_cnt: 7 }).where('product_no', 'in', some.slice(5, 10)).execute();
    await db.updateTable('products').set((eb) => ({ sale_price: eb('sale_price', '+', 100_000) })).where('product_no', 'in', some.slice(20, 25)).execute();
    await db.updateTable('products').set({ sale_price: 100 }).where('product_no', 'in', some.slice(25, 30)).execute();
    await db.updateTable('products').set({ sale_status: 'STOP' }).where('product_no', 'in', some.slice(30, 35)).execute();
    await db.updateTable('products').set({ brand_no: null }).where('product_no', '=', some[35] as number).execute();
    await db.transaction().execute((trx) => indexProducts(trx, some.slice(35)));
    await db.deleteFrom('product_categories').where('product_no', '=', some[39] as number).execute();
    await db.transaction().execute((trx) => indexProducts(trx, [some[39] as number]));
    const after = await facetsAgree(db);
    expect(after.kept).toEqual(after.counted);
    // A product renamed leaves the sets of the words it lost and joins those of its new words.
    const renamed = some[36] as number;
    await db.updateTable('products').set({ product_name: '발리온 깃털 댐프너' }).where('product_no', '=', renamed).execute();
    await db.transaction().execute((trx) => indexProducts(trx, [renamed]));
    const sets = await setsAgree(db);
    expect(sets.kept).toEqual(sets.counted);
    expect(sets.kept.get('깃털')).toEqual([renamed]);

    // And the replies from them equal the replies counted from the postings.
    const tree = await loadCategoryTree(db);
    const terms = ['스', '댐프너', 'ㄷㅍ', '블랙', 'dampener', '개입', '1'];
    for (const term of terms) {
      for (const c of [criteria(), criteria({ includeSoldOut: true }), criteria({ saleStatus: 'ALL_CONDITIONS' }), criteria({ brandNos: [1, 2] })]) {
        const fromFacets = await keywordSearchFacetSummary(db, term, c);
        expect(fromFacets.totalCount).toBeGreaterThan(0);
        expect(fromFacets).toEqual(await keywordSearchPostingSummary(db, { driver: term, others: [], matches: null }, c, tree));
      }
    }
  });

  it('fills the sets of a catalogue indexed before them from its postings, once', async () => {
    const db = opened.db;
    await ensureSearchIndex(db); // the demo products too
    const before = await db.selectFrom('search_term_sets').selectAll().orderBy('term').execute();
    await db.deleteFrom('search_term_sets').execute();
    await db.deleteFrom('search_meta').where('key', '=', 'term_sets').execute();
    // Two servers starting at once fill them once between them.
    await Promise.all([fillProductSetsOnce(db, 777), fillProductSetsOnce(db, 777)]);
    const filled = await db.selectFrom('search_term_sets').selectAll().orderBy('term').execute();
    expect(filled.length).toBeGreaterThan(1000);
    expect(filled.map((r) => [r.term, [...decodeProductSet(r.products)]])).toEqual(before.map((r) => [r.term, [...decodeProductSet(r.products)]]));
    // Done once: a set changed later is not filled again at the next start.
    await db.deleteFrom('search_term_sets').where('term', '=', '스마일').execute();
    expect(await ensureSearchIndex(db)).toBe(0);
    expect(await db.selectFrom('search_term_sets').select('term').where('term', '=', '스마일').execute()).toEqual([]);
    await db.insertInto('search_term_sets').values(before.filter((r) => r.term === '스마일')).execute();
  });

  it('pages several-word searches the same whether it sorts the intersected matches or walks the sort index', async () => {
    const tree = await loadCategoryTree(opened.db);
    const orders: Array<Partial<SearchCriteria>> = [
      {}, { orderBy: 'DISCOUNTED_PRICE', direction: 'ASC' }, { orderBy: 'SALE_YMD' }, { orderBy: 'RECENT_PRODUCT' },
      { orderBy: 'SALE_CNT', includeSoldOut: true, soldOutLast: true }, { pageNumber: 2, pageSize: 7 }, { brandNos: [1, 2] },
    ];
    let compared = 0;
    for (const keyword of ['스마일 댐프너', '프로 블랙', '댐프너 핑크', 'ㄷㅍㄴ 스마일', '밴드 클래식 화이트']) {
      const plan = await termPlan(opened.db, keyword.split(' '));
      expect(plan?.matches?.length).toBeGreaterThan(0);
      for (const over of orders) {
        const c = criteria({ keywords: keyword.split(' '), ...over });
        const sorted = await keywordSearchPage(opened.db, plan!, c, tree, Infinity);
        expect(sorted).toEqual(await keywordSearchPage(opened.db, plan!, c, tree, 0));
        compared += sorted.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('answers a several-word search in one statement with the same page and figures as the page and the count apart', async () => {
    const tree = await loadCategoryTree(opened.db);
    const orders: Array<Partial<SearchCriteria>> = [
      {}, { orderBy: 'DISCOUNTED_PRICE', direction: 'ASC' }, { orderBy: 'RECENT_PRODUCT' }, { orderBy: 'REVIEW', direction: 'ASC' },
      { orderBy: 'SALE_CNT', includeSoldOut: true, soldOutLast: true }, { pageNumber: 2, pageSize: 7 }, { brandNos: [1, 2] },
      { saleStatus: 'ALL_CONDITIONS', includeSoldOut: true }, { discountedPrice: { comparison: 'BETWEEN', values: [5000, 15000] } },
      { excludeProductNos: [BULK_FIRST_PRODUCT_NO + 3, BULK_FIRST_PRODUCT_NO + 4] },
    ];
    let compared = 0;
    for (const keyword of ['스마일 댐프너', '프로 블랙', '댐프너 핑크', 'ㄷㅍㄴ 스마일', '밴드 클래식 화이트']) {
      const plan = (await termPlan(opened.db, keyword.split(' ')))!;
      for (const over of orders) {
        const c = criteria({ keywords: keyword.split(' '), ...over });
        expect(readsMatchesOnce(plan, c, Infinity)).toBe(true);
        const page = await keywordSearchPage(opened.db, plan, c, tree, Infinity);
        const summary = await keywordSearchPostingSummary(opened.db, plan, c, tree);
        expect(await keywordSearchPageAndSummary(opened.db, plan, c, tree)).toEqual({ page, summary });
        compared += page.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // A category, a delivery type or a sale-period sort needs other tables: those keep the SQL path.
    const plan = (await termPlan(opened.db, ['스마일', '댐프너']))!;
    for (const over of [{ categoryNos: [1] }, { deliveryConditionType: 'FREE' as const }, { orderBy: 'SALE_YMD' as const }]) {
      expect(readsMatchesOnce(plan, criteria({ keywords: ['스마일', '댐프너'], ...over }), Infinity)).toBe(false);
    }
  });

  it('searches words that always come together (엣지 가드) as one term, with the same replies', async () => {
    const tree = await loadCategoryTree(opened.db);
    const words = ['엣지', '가드'];
    const plan = await termPlan(opened.db, words);
    expect(plan).toMatchObject({ others: [], matches: null });
    const sets = await readProductSets(opened.db, words);
    const matches = intersectProductSets([...sets.values()]);
    expect(matches.length).toBeGreaterThan(50);
    const intersected = { driver: plan!.driver, others: words.filter((w) => w !== plan!.driver), matches };
    for (const over of [{}, { includeSoldOut: true }, { brandNos: [1, 2] }, { orderBy: 'DISCOUNTED_PRICE' as const, direction: 'ASC' as const }]) {
      const c = criteria({ keywords: words, ...over });
      expect(await keywordSearchSummary(opened.db, plan!, c, tree)).toEqual(await keywordSearchPostingSummary(opened.db, intersected, c, tree));
      expect(await keywordSearchPage(opened.db, plan!, c, tree)).toEqual(await keywordSearchPage(opened.db, intersected, c, tree, Infinity));
    }
  });

  it('builds list items from one statement with the figures of the whole product', async () => {
    const demo = await opened.db.selectFrom('products').select('product_no').where('product_no', '<', BULK_FIRST_PRODUCT_NO).orderBy('product_no').limit(6).execute();
    const nos = [BULK_FIRST_PRODUCT_NO + 10, BULK_FIRST_PRODUCT_NO + 11, ...demo.map((r) => r.product_no), 99_999_999];
    // One option sold out by stock and one forced, so the sums and flags are put to the test.
    const some = await opened.db.selectFrom('options').select(['option_no', 'product_no']).where('product_no', 'in', nos).orderBy('option_no').execute();
    await opened.db.updateTable('options').set({ stock_cnt: 0 }).where('option_no', '=', some[0]!.option_no).execute();
    await opened.db.updateTable('options').set({ forced_sold_out: 1 }).where('option_no', '=', some[3]!.option_no).execute();
    const whole = await loadProductsWithOptions(opened.db, nos, 'http://shop.test');
    // In the order the list item gives them (PostgreSQL returns rows in no set order without one).
    const categories = await opened.db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', nos).orderBy('product_no').orderBy('category_no').execute();
    for (const withOptionValues of [false, true]) {
      const items = await searchItems(opened.db, nos, { baseUrl: 'http://shop.test', memberNo: null, withOptionValues, withReviewCount: true });
      expect(items.map((i) => i.productNo)).toEqual(nos.filter((no) => whole.has(no)));
      for (const item of items) {
        const p = whole.get(item.productNo)!;
        const buy = p.options.map((x) => x.buyPrice);
        const main = p.options.find((x) => x.main) ?? p.options[0];
        expect(item).toMatchObject({
          productName: p.productName, salePrice: p.salePrice, immediateDiscountAmt: p.immediateDiscountAmt,
          minSalePrice: Math.min(...buy), maxSalePrice: Math.max(...buy), imageUrls: p.imageUrls, listImageUrls: p.listImageUrls,
          brandNo: p.brandNo, brandName: p.brandName ?? '', partnerName: p.delivery.partnerName,
          deliveryConditionType: p.delivery.deliveryConditionType, isSoldOut: p.soldOut, stockCnt: p.stockCnt,
          mainStockCnt: Math.max(0, main?.stockCnt ?? 0), reviewRating: p.reviewRating, totalReviewCount: p.reviewCnt,
          stickerLabels: p.stickerLabels, enableCoupons: p.couponUse,
          displayCategoryNos: categories.filter((c) => c.product_no === p.productNo).map((c) => c.category_no).join(','),
          optionValues: withOptionValues ? p.options.map((x) => ({ mallProductNo: p.productNo, optionNo: x.optionNo, optionValue: x.optionValue, stockCnt: x.stockCnt })) : [],
        });
      }
      expect(items.some((i) => i.imageUrls[0]?.startsWith('http://shop.test/'))).toBe(true);
    }
  });

  it('keeps the product-number index the triggers and deletes use', async () => {
    const found = await opened.db.deleteFrom('products').where('product_no', '=', BULK_FIRST_PRODUCT_NO).executeTakeFirst();
    expect(Number(found.numDeletedRows)).toBe(1);
    const left = await opened.db.selectFrom('search_postings').select('term').where('product_no', '=', BULK_FIRST_PRODUCT_NO).execute();
    expect(left).toEqual([]);
  });
});
