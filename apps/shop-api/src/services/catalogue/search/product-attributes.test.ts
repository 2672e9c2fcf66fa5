import { describe, expect, it } from 'vitest';
import { ProductAttributes, pageAndSummaryOfMatches } from './product-attributes.ts';
import type { SearchCriteria } from './search.ts';

const criteria = (over: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: ['스마일', '댐프너'], includeSoldOut: false, saleStatus: 'ONSALE', categoryNos: [], brandNos: [], deliveryConditionType: null,
  discountedPrice: null, includeProductNos: [], excludeProductNos: [], orderBy: 'POPULAR', direction: 'DESC', soldOutLast: false,
  pageNumber: 1, pageSize: 30, ...over,
});

/** copiedColumns' tuple: display, status, sellable, brand, price, popularity, sale, like, review, md, registered. */
function product(over: { display?: number; status?: string; sellable?: number; brand?: number | null; price?: number; popularity?: number } = {}) {
  return [over.display ?? 1, over.status ?? 'ONSALE', over.sellable ?? 1, over.brand === undefined ? 7 : over.brand, over.price ?? 10_000,
    over.popularity ?? 0, 0, 0, 0, 0, 1_700_000_000] as [number, string, number, number | null, number, number, number, number, number, number, number];
}

describe('several-word searches from the in-memory attributes', () => {
  it('filters, sorts, pages and counts the matches as the postings do', () => {
    const a = new ProductAttributes();
    // More products than the first capacity, so the columns grow.
    for (let no = 1; no <= 3000; no++) a.set(no, product({ price: 1000 + no, popularity: no % 10 }), [no % 3 === 0 ? 0 : 100 + (no % 2)]);
    a.set(10, product({ sellable: 0 }), [100]);
    a.set(11, product({ status: 'STOP' }), [100]);
    a.set(12, product({ display: 0 }), [100]);
    a.set(13, product({ brand: null, price: 50 }), [100, 200]);
    a.remove(14);
    const plan = { driver: '스마일', others: ['댐프너'], matches: Int32Array.from({ length: 20 }, (_, i) => i + 1) };

    const cheapest = pageAndSummaryOfMatches(a, plan, criteria({ orderBy: 'DISCOUNTED_PRICE', direction: 'ASC', pageSize: 5 }));
    expect(cheapest.page).toEqual([13, 1, 2, 3, 4]);
    expect(cheapest.summary).toMatchObject({ totalCount: 16, minPrice: 50, maxPrice: 1020 });
    // 13 is under two depth-1 categories and has no brand.
    expect(cheapest.summary.brands).toEqual([{ brandNo: 7, count: 15 }]);
    expect(cheapest.summary.depth1Categories).toEqual([{ categoryNo: 100, count: 6 }, { categoryNo: 101, count: 5 }, { categoryNo: 200, count: 1 }]);

    // Popularity descending, product number descending on ties; the second page of three.
    expect(pageAndSummaryOfMatches(a, plan, criteria({ pageSize: 3, pageNumber: 2 })).page).toEqual([8, 17, 7]);
    // Sold-out ones included, last.
    const soldOutLast = pageAndSummaryOfMatches(a, plan, criteria({ includeSoldOut: true, soldOutLast: true }));
    expect(soldOutLast.page.at(-1)).toBe(10);
    expect(soldOutLast.summary.totalCount).toBe(17);
    // Every status but PROHIBITION; a brand; a price range; products left out.
    expect(pageAndSummaryOfMatches(a, plan, criteria({ saleStatus: 'ALL_CONDITIONS' })).summary.totalCount).toBe(17);
    expect(pageAndSummaryOfMatches(a, plan, criteria({ brandNos: [8] })).summary.totalCount).toBe(0);
    expect(pageAndSummaryOfMatches(a, plan, criteria({ discountedPrice: { comparison: 'BETWEEN', values: [1005, 1009] } })).page).toEqual([9, 8, 7, 6, 5]);
    expect(pageAndSummaryOfMatches(a, plan, criteria({ excludeProductNos: [13], includeProductNos: [13, 1] })).page).toEqual([1]);
  });
});
