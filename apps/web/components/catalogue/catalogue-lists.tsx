// The catalogue's product lists as pages: best/new/restock and a category. One body for both ways a
// list is served — from Next's cache (app/cached/, issue 33: the bounded views the proxy rewrites
// there) and per request (app/(shop)/: views past the cached range).
import { notFound } from 'next/navigation';
import type { ProductSearchQuery, ProductSearchReply } from '@courtside/core/api';
import { ProductListing } from '@/components/product/product-listing';
import { NO_FILTERS, filteredQuery, type ListingFilters } from '@/lib/catalogue/listing-filters';
import { BEST_PERIOD_OPTIONS, bestPeriodOf, sortOptionFor, type SortOption } from '@/lib/catalogue/sort-options';
import { categoryLabel } from '@/lib/server/categories';
import { bestSellers, restockedProducts, searchProducts, type CatalogueReads } from '@/lib/server/shop';

export type ListName = 'best' | 'new' | 'restock';

// /restock: the platform records each option coming back into stock; the latest restock first.
const restockOrder: SortOption = { key: 'restock', label: '재입고순', orderBy: 'SALE_YMD', direction: 'DESC' };

type Read = (reads: CatalogueReads, sort: SortOption) => (query: ProductSearchQuery) => Promise<ProductSearchReply | null>;

interface ListSpec {
  title: string;
  /** The sort when none (or an unknown one) is asked for; null: one fixed order, no sort links. */
  defaultSort: string | null;
  /** The choices shown as links (sorts, or /best's periods). */
  sortOptions?: readonly SortOption[];
  query: ProductSearchQuery;
  emptyText?: string;
  read: Read;
}

const bySearch: Read = (reads) => (query) => searchProducts(query, reads);

export const LIST_SPECS: Record<ListName, ListSpec> = {
  // Best sellers: ranked by units sold in real orders over the week (default) or the month.
  best: {
    title: '베스트',
    defaultSort: 'weekly',
    sortOptions: BEST_PERIOD_OPTIONS,
    query: {},
    emptyText: '이 기간에 판매된 상품이 없습니다.',
    read: (reads, sort) => (query) => bestSellers(bestPeriodOf(sort), query.pageNumber ?? 1, query.pageSize ?? 30, reads),
  },
  // New arrivals: the most recently registered first (RECENT_PRODUCT), other sorts on request.
  new: { title: '신상품', defaultSort: 'recent', query: {}, read: bySearch },
  // Restocked in the last 30 days, the latest restock first.
  restock: {
    title: '재입고',
    defaultSort: null,
    query: {},
    emptyText: '최근 30일 동안 재입고된 상품이 없습니다.',
    read: (reads) => (query) => restockedProducts(query.pageNumber ?? 1, query.pageSize ?? 30, reads),
  },
};

export function isListName(value: string): value is ListName {
  return Object.hasOwn(LIST_SPECS, value);
}

type Search = (query: ProductSearchQuery) => Promise<ProductSearchReply | null>;
const readsOf = (cached: boolean): CatalogueReads => (cached ? 'tagged' : 'per-request');
const searchOf = (cached: boolean): Search => bySearch(readsOf(cached), restockOrder);

/** /best, /new, /restock. */
export function CatalogueList({ name, sortKey, page, cached }: { name: ListName; sortKey: string | undefined; page: number; cached: boolean }) {
  const spec = LIST_SPECS[name];
  const sort = spec.defaultSort === null ? restockOrder : sortOptionFor(sortKey, spec.defaultSort, spec.sortOptions);
  return (
    <ProductListing
      title={spec.title}
      basePath={`/${name}`}
      sort={sort}
      page={page}
      query={spec.query}
      showSort={spec.defaultSort !== null}
      {...(spec.sortOptions ? { sortOptions: spec.sortOptions } : {})}
      search={spec.read(readsOf(cached), sort)}
      {...(spec.emptyText ? { emptyText: spec.emptyText } : {})}
    />
  );
}

/** The category's heading, or null when the platform does not know it. */
export function categoryTitle(categoryNo: number, cached: boolean): Promise<string | null> {
  return categoryLabel(categoryNo, cached ? 'tagged' : 'per-request');
}

/**
 * /categories/{categoryNo}: the category's products (its sub-categories included), sortable, 30 a
 * page, filtered by price, colour and 품절 제외 (a filtered view is never cached: cached-views.ts).
 */
export async function CategoryList({ categoryNo, sortKey, page, cached, filters = NO_FILTERS }: { categoryNo: number; sortKey: string | undefined; page: number; cached: boolean; filters?: ListingFilters }) {
  const label = await categoryTitle(categoryNo, cached);
  if (label === null) notFound();
  return (
    <ProductListing
      title={label}
      basePath={`/categories/${categoryNo}`}
      sort={sortOptionFor(sortKey)}
      page={page}
      query={{ categoryNos: [categoryNo], ...filteredQuery(filters) }}
      emptyText={filters === NO_FILTERS ? '이 카테고리에 상품이 없습니다.' : '조건에 맞는 상품이 없습니다.'}
      search={searchOf(cached)}
      filters={filters}
    />
  );
}
