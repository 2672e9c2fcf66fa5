// Catalogue pages served from Next's cache (issue 33). The pages every visitor sees alike — home,
// category lists, best/new/restock, product detail, the notice list and the FAQ — are rendered once
// and reused (ISR). Next caches a route per path, and a page that reads `searchParams` (sort, page)
// or has no dynamic segment is either dynamic or prerendered at build time (when the platform is not
// running and the build machine's configuration would be baked in). So the proxy rewrites each such
// address to an internal route under `/cached/…` whose dynamic segments carry exactly the view —
// `/categories/529105?sort=recent&page=2` → `/cached/categories/529105/recent~2` — and that route is
// rendered on the first request and then served from the cache until a tag it carries is revalidated
// (lib/server/catalogue/). Views outside these bounds (a keyword, a page past CACHED_PAGE_LIMIT)
// stay on the ordinary per-request routes.
import { asksForFilters } from './listing-filters';
import { BEST_PERIOD_OPTIONS, pageFrom, SORT_OPTIONS, type SortOption } from './sort-options';

/** The internal prefix of the cached routes; the proxy answers a direct request for it with 404. */
export const CACHED_PREFIX = '/cached';
/** List pages past this are rendered per request (few shoppers go there; every page is a cache entry). */
export const CACHED_PAGE_LIMIT = 50;

export type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function param(query: Query, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

/** `{sort}~{page}`: the sort key as the list resolves it and the page number. */
export function listView(sortKey: string, page: number): string {
  return `${sortKey}~${page}`;
}

export interface ListView {
  sortKey: string;
  page: number;
}

/** The view of a cached list route's segment, or null when it is not one this module writes. */
export function parseListView(view: string): ListView | null {
  const match = /^([a-z-]{1,20})~(\d{1,3})$/.exec(view);
  if (!match) return null;
  const [, sortKey = '', pageText = ''] = match;
  const page = Number(pageText);
  if (page < 1 || page > CACHED_PAGE_LIMIT || String(page) !== pageText) return null;
  if (sortKey !== 'restock' && !SORT_OPTIONS.some((o) => o.key === sortKey) && !BEST_PERIOD_OPTIONS.some((o) => o.key === sortKey)) return null;
  return { sortKey, page };
}

function sortKeyOf(raw: string | undefined, fallback: string, options: readonly SortOption[] = SORT_OPTIONS): string {
  return options.some((o) => o.key === raw) ? (raw as string) : fallback;
}

/** The page of `?page=`, or null when it is past the cached range. */
function cachedPage(query: Query): number | null {
  const page = pageFrom(param(query, 'page'));
  return page <= CACHED_PAGE_LIMIT ? page : null;
}

/** /best's views are its periods (주간 by default); /new sorts as any list does. */
const LIST_SORTS: Record<string, { fallback: string; options: readonly SortOption[] }> = {
  best: { fallback: 'weekly', options: BEST_PERIOD_OPTIONS },
  new: { fallback: 'recent', options: SORT_OPTIONS },
};

/**
 * The internal cached route for a storefront address, or null when the address is rendered per
 * request. Must agree with the pages under app/cached/ (they 404 on anything else).
 */
export function cachedRouteFor(pathname: string, query: Query): string | null {
  if (pathname === '/') return `${CACHED_PREFIX}/home/main`;
  const list = /^\/(best|new|restock)$/.exec(pathname);
  if (list) {
    const page = cachedPage(query);
    if (page === null) return null;
    const name = list[1] as string;
    const spec = LIST_SORTS[name];
    const sort = spec ? sortKeyOf(param(query, 'sort'), spec.fallback, spec.options) : 'restock';
    return `${CACHED_PREFIX}/${name}/${listView(sort, page)}`;
  }
  const category = /^\/categories\/(\d{1,10})$/.exec(pathname);
  if (category) {
    // A filtered category (price, colour, 품절 제외) is rendered per request.
    if (asksForFilters((key) => param(query, key))) return null;
    const page = cachedPage(query);
    if (page === null) return null;
    return `${CACHED_PREFIX}/categories/${category[1]}/${listView(sortKeyOf(param(query, 'sort'), 'popular'), page)}`;
  }
  // `/product/100001` and `/product/100001-anything` are one product: one cache entry.
  const product = /^\/products?\/(\d{1,12})(?:-[^/]*)?$/.exec(pathname);
  if (product) return `${CACHED_PREFIX}/product/${Number(product[1])}`;
  if (pathname === '/board/notice') {
    if ((param(query, 'keyword') ?? '').trim() !== '') return null;
    const page = cachedPage(query);
    return page === null ? null : `${CACHED_PREFIX}/board/notice/${page}`;
  }
  if (pathname === '/board/faq') {
    const category = param(query, 'category');
    return `${CACHED_PREFIX}/board/faq/${category && /^\d{1,10}$/.test(category) ? category : 'all'}`;
  }
  return null;
}

/** A request straight for an internal cached route (not reached through the rewrite). */
export function isInternalCachedPath(pathname: string): boolean {
  return pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`);
}
