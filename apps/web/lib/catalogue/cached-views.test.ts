import { describe, expect, it } from 'vitest';
import { CACHED_PAGE_LIMIT, cachedRouteFor, isInternalCachedPath, listView, parseListView } from './cached-views';

const q = (text = '') => new URLSearchParams(text);

describe('the cached route of a storefront address', () => {
  it('sends home, the lists, a category and a product to one cached route per view', () => {
    expect(cachedRouteFor('/', q('utm=x'))).toBe('/cached/home/main');
    expect(cachedRouteFor('/best', q())).toBe('/cached/best/weekly~1');
    expect(cachedRouteFor('/best', q('sort=monthly&page=2'))).toBe('/cached/best/monthly~2');
    expect(cachedRouteFor('/new', q('page=3'))).toBe('/cached/new/recent~3');
    expect(cachedRouteFor('/restock', q('sort=recent&page=2'))).toBe('/cached/restock/restock~2');
    expect(cachedRouteFor('/categories/529105', q('sort=price-asc'))).toBe('/cached/categories/529105/price-asc~1');
    // An unknown sort is the list's default, as the page itself would read it: the same entry.
    expect(cachedRouteFor('/best', q('sort=nonsense'))).toBe('/cached/best/weekly~1');
    expect(cachedRouteFor('/best', q('sort=sales'))).toBe('/cached/best/weekly~1');
    expect(cachedRouteFor('/product/100001', q())).toBe('/cached/product/100001');
    expect(cachedRouteFor('/products/100001-smile-dampener', q())).toBe('/cached/product/100001');
    expect(cachedRouteFor('/board/notice', q('page=2'))).toBe('/cached/board/notice/2');
    expect(cachedRouteFor('/board/faq', q())).toBe('/cached/board/faq/all');
    expect(cachedRouteFor('/board/faq', q('category=3'))).toBe('/cached/board/faq/3');
  });

  it('leaves keyword searches, far pages and everything per visitor to the per-request routes', () => {
    expect(cachedRouteFor('/best', q(`page=${CACHED_PAGE_LIMIT + 1}`))).toBeNull();
    expect(cachedRouteFor('/categories/529105', q('page=900'))).toBeNull();
    expect(cachedRouteFor('/board/notice', q('keyword=배송'))).toBeNull();
    for (const path of ['/search', '/cart', '/login', '/mypage/order', '/categories/abc', '/products/100001/customize', '/board/notice/detail/3', '/product/x1'])
      expect(cachedRouteFor(path, q())).toBeNull();
  });

  it('reads back only the views it writes', () => {
    expect(parseListView(listView('popular', 7))).toEqual({ sortKey: 'popular', page: 7 });
    expect(parseListView('restock~1')).toEqual({ sortKey: 'restock', page: 1 });
    for (const bad of ['popular~0', 'popular~01', `popular~${CACHED_PAGE_LIMIT + 1}`, 'nosuch~1', 'popular', '~1', 'popular~1~2']) expect(parseListView(bad)).toBeNull();
  });

  it('knows its own internal prefix', () => {
    expect(isInternalCachedPath('/cached/product/1')).toBe(true);
    expect(isInternalCachedPath('/cached')).toBe(true);
    expect(isInternalCachedPath('/cachedx')).toBe(false);
  });
});
