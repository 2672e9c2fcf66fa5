import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { CUSTOM_DAMPENER_PRODUCT_NO, categoryNos } from '../seed/fixtures.ts';

interface Item {
  productNo: number;
  productName: string;
  salePrice: number;
  immediateDiscountAmt: number;
  isSoldOut: boolean;
  saleCnt: number;
  likeCount: number;
  registerYmdt: string;
  saleStatusType: string;
  brandNo: number;
}

describe('GET /products/search', () => {
  let api: TestShopApi;
  const search = async (query: string) => {
    const res = await api.call(`/products/search?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { totalCount: number; pageCount: number; minPrice: number; maxPrice: number; items: Item[]; brands: Array<{ brandNo: number; count: number }>; depth1Categories: Array<{ categoryNo: number; count: number; label: string }> };
  };
  const all = (extra = '') => search(`hasTotalCount=true&pageSize=500${extra}`);

  beforeAll(async () => { api = await startTestShopApi('search'); });
  afterAll(async () => { await api.close(); });

  it('hides sold-out and not-yet-on-sale products by default, and shows sold-out ones on request', async () => {
    const visible = await all();
    const names = visible.items.map((i) => i.productName);
    expect(names).not.toContain('베이스라인웍스 프로 댐프너 (선수용)');
    expect(names).not.toContain('코트사이드 2025 시즌 한정 댐프너');
    expect(visible.items.every((i) => !i.isSoldOut)).toBe(true);
    const withSoldOut = await all('&filter.soldout=true');
    expect(withSoldOut.totalCount).toBe(visible.totalCount + 1);
    expect(withSoldOut.items.find((i) => i.productNo === 100009)?.isSoldOut).toBe(true);
    const withReady = await all('&filter.saleStatus=READY_ONSALE');
    expect(withReady.items.map((i) => i.saleStatusType)).toContain('READY');
  });

  it('matches every keyword (space = AND), case-insensitively, with LIKE wildcards taken literally', async () => {
    const both = await all(`&filter.keywords=${encodeURIComponent('코트사이드 댐프너')}`);
    expect(both.totalCount).toBeGreaterThan(2);
    expect(both.items.every((i) => i.productName.includes('코트사이드') && i.productName.includes('댐프너'))).toBe(true);
    const one = await all(`&filter.keywords=${encodeURIComponent('스마일 댐프너')}`);
    expect(one.items.map((i) => i.productName)).toEqual(['코트사이드 스마일 댐프너']);
    const latin = await all(`&filter.keywords=${encodeURIComponent('x-댐프너')}`);
    expect(latin.items.map((i) => i.productNo)).toEqual([100008]);
    expect((await all('&filter.keywords=%25')).totalCount).toBe(0);
    expect((await all(`&filter.keywords=${encodeURIComponent('없는상품명')}`)).totalCount).toBe(0);
  });

  it('filters by category (children included) and brand, and reports facets of the matches', async () => {
    const dampeners = await all(`&categoryNos=${categoryNos.dampeners}`);
    expect(dampeners.totalCount).toBeGreaterThan(5);
    expect(dampeners.depth1Categories).toContainEqual(expect.objectContaining({ categoryNo: categoryNos.dampeners, label: '진동 댐프너', count: dampeners.totalCount }));
    // New dampeners are also listed under 신상품, and the custom dampener under 커스텀 댐프너 (issue 29:
    // it is a dampener too, so 진동 댐프너 lists it); the facet says so.
    expect(dampeners.depth1Categories.map((c) => c.categoryNo)).toEqual([categoryNos.dampeners, categoryNos.new, categoryNos.custom]);
    expect(dampeners.items.map((i) => i.productNo)).toContain(CUSTOM_DAMPENER_PRODUCT_NO);
    const spinlab = await all('&brandNos=2');
    expect(spinlab.items.every((i) => i.brandNo === 2)).toBe(true);
    expect(spinlab.brands).toEqual([expect.objectContaining({ brandNo: 2, count: spinlab.totalCount })]);
    const prices = spinlab.items.map((i) => i.salePrice - i.immediateDiscountAmt);
    expect(spinlab.minPrice).toBe(Math.min(...prices));
    expect(spinlab.maxPrice).toBe(Math.max(...prices));
  });

  it('sorts by each order, both directions', async () => {
    const price = (i: Item) => i.salePrice - i.immediateDiscountAmt;
    const asc = (await all('&order.by=DISCOUNTED_PRICE&order.direction=ASC')).items.map(price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await all('&order.by=DISCOUNTED_PRICE')).items.map(price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await all('&order.by=SALE_CNT')).items.map((i) => i.saleCnt);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const likes = (await all('&order.by=LIKE_CNT&order.direction=ASC')).items.map((i) => i.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => a - b));
    const recent = (await all('&order.by=RECENT_PRODUCT')).items.map((i) => i.registerYmdt);
    expect(recent).toEqual([...recent].sort().reverse());
    expect((await all('&order.by=RECENT_PRODUCT')).items[0]?.productName).toBe('코트사이드 야광 댐프너');
    const popular = await all();
    expect(popular.items[0]?.productName).toBe('발리온 연습공 4구 캔');
    for (const by of ['SALE_YMD', 'REVIEW', 'MD_RECOMMEND', 'SALE_END_YMD']) {
      expect((await all(`&order.by=${by}`)).totalCount).toBe(popular.totalCount);
    }
  });

  it('pages without overlap and counts pages', async () => {
    const whole = await all();
    const first = await search('hasTotalCount=true&pageSize=10&pageNumber=1');
    const second = await search('hasTotalCount=true&pageSize=10&pageNumber=2');
    expect(first.totalCount).toBe(whole.totalCount);
    expect(first.pageCount).toBe(Math.ceil(whole.totalCount / 10));
    expect([...first.items, ...second.items].map((i) => i.productNo)).toEqual(whole.items.slice(0, 20).map((i) => i.productNo));
    const beyond = await search('pageSize=10&pageNumber=99');
    expect(beyond.items).toEqual([]);
  });

  it('refuses a page size above 500 and unknown sort orders with a code', async () => {
    const big = await api.call('/products/search?pageSize=501');
    expect(big.status).toBe(400);
    expect((await big.json()).code).toBe('P0002');
    const badSort = await api.call('/products/search?order.by=CHEAPEST');
    expect(badSort.status).toBe(400);
    expect((await badSort.json()).code).toBe('C0004');
  });

  it('includes option values on request', async () => {
    const body = await search(`hasOptionValues=true&filter.keywords=${encodeURIComponent('스마일')}`);
    const item = body.items[0] as Item & { optionValues: Array<{ optionValue: string }> };
    expect(item.optionValues.map((o) => o.optionValue)).toContain('블랙|3개입');
  });
});
