import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import type { SearchCriteria, SearchSummary } from './search.ts';
import { cachedSearchSummary, catalogueChanged } from './search-summary-cache.ts';

const db = {} as Kysely<ShopDb>;
const criteria = (over: Partial<SearchCriteria> = {}): SearchCriteria => ({
  keywords: ['댐프너'], includeSoldOut: false, saleStatus: 'ONSALE', categoryNos: [], brandNos: [], deliveryConditionType: null,
  discountedPrice: null, includeProductNos: [], excludeProductNos: [], orderBy: 'POPULAR', direction: 'DESC', soldOutLast: false,
  pageNumber: 1, pageSize: 30, ...over,
});
const summary = (totalCount: number): SearchSummary => ({ totalCount, minPrice: 0, maxPrice: 0, brands: [], depth1Categories: [] });

describe('search summary cache', () => {
  it('reuses a count across pages and sort orders of the same search', async () => {
    let computed = 0;
    const compute = async () => summary(++computed);
    expect((await cachedSearchSummary(db, criteria(), compute, 1000)).totalCount).toBe(1);
    expect((await cachedSearchSummary(db, criteria({ pageNumber: 7, orderBy: 'SALE_CNT' }), compute, 2000)).totalCount).toBe(1);
    expect((await cachedSearchSummary(db, criteria({ keywords: ['그립'] }), compute, 2000)).totalCount).toBe(2);
  });

  it('recounts after a catalogue change and after 30 seconds', async () => {
    let computed = 100;
    const compute = async () => summary(++computed);
    const c = criteria({ brandNos: [3] });
    expect((await cachedSearchSummary(db, c, compute, 0)).totalCount).toBe(101);
    catalogueChanged();
    expect((await cachedSearchSummary(db, c, compute, 1)).totalCount).toBe(102);
    expect((await cachedSearchSummary(db, c, compute, 29_000)).totalCount).toBe(102);
    expect((await cachedSearchSummary(db, c, compute, 31_002)).totalCount).toBe(103);
  });
});
