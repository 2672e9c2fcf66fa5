import { describe, expect, it } from 'vitest';
import { NO_FILTERS, asksForFilters, filterParams, filterSummary, filteredQuery, filtersFrom, hasFilters } from './listing-filters';

describe('listing filters', () => {
  it('reads price, colour and 품절 제외 from the address', () => {
    const f = filtersFrom({ minPrice: '10,000', maxPrice: '30000원', color: '핑크', instock: '1' });
    expect(f).toEqual({ minPrice: 10000, maxPrice: 30000, color: '핑크', inStockOnly: true });
    expect(hasFilters(f)).toBe(true);
    expect(filterParams(f)).toEqual({ minPrice: '10000', maxPrice: '30000', color: '핑크', instock: '1' });
    expect(filterSummary(f)).toEqual(['10,000원 ~ 30,000원', '핑크', '품절 제외']);
  });

  it('ignores what it cannot read and swaps a reversed range', () => {
    expect(filtersFrom({ minPrice: 'abc', maxPrice: '-5', color: '<script>', instock: 'yes' })).toEqual(NO_FILTERS);
    expect(filtersFrom({ minPrice: '30000', maxPrice: '10000' })).toMatchObject({ minPrice: 10000, maxPrice: 30000 });
    expect(filtersFrom({ minPrice: ['5000', '9000'] }).minPrice).toBe(5000);
    expect(filtersFrom({ maxPrice: '9999999999' }).maxPrice).toBeNull();
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('asks the platform for the range, the colour as a word and sold-out products last or not at all', () => {
    expect(filteredQuery(NO_FILTERS, '댐프너')).toEqual({ keywords: '댐프너', soldout: true, soldoutPlaceEnd: true });
    expect(filteredQuery({ ...NO_FILTERS, color: '핑크', minPrice: 5000, maxPrice: 20000, inStockOnly: true }, '댐프너')).toEqual({
      keywords: '댐프너 핑크', soldout: false, soldoutPlaceEnd: true, discountedPrices: [5000, 20000], discountedComparison: 'BETWEEN',
    });
    expect(filteredQuery({ ...NO_FILTERS, minPrice: 5000 })).toMatchObject({ discountedPrices: [5000], discountedComparison: 'GTE' });
    expect(filteredQuery({ ...NO_FILTERS, maxPrice: 5000 })).toMatchObject({ discountedPrices: [5000], discountedComparison: 'LTE' });
    expect(filteredQuery(NO_FILTERS)).not.toHaveProperty('keywords');
  });

  it('tells an address with filters from one without', () => {
    const of = (q: string) => { const p = new URLSearchParams(q); return (k: string) => p.get(k) ?? undefined; };
    expect(asksForFilters(of('sort=recent&page=2'))).toBe(false);
    expect(asksForFilters(of('minPrice=&maxPrice=&color='))).toBe(false);
    expect(asksForFilters(of('color=핑크'))).toBe(true);
    expect(asksForFilters(of('instock=1'))).toBe(true);
  });
});
