// The catalogue's product lists as pages: best/new/restock and a category. One body for both ways a
// list is served — from Next's cache (app/cached/, issue 33: the bounded views the proxy rewrites
// there) and per request (app/(shop)/: views past the cached range).
import { notFound } from 'next/navigation';
import type { ProductSearchQuery, ProductSearchReply } from '@courtside/core/api';
import { ProductListing } from '@/components/product/product-listing';
import { NO_FILTERS, filteredQuery, type ListingFilters } from '@/lib/catalogue/listing-filters';
import { sortOptionFor, type SortOption } from '@/lib/catalogue/sort-options';
import { categoryLabel } from '@/lib/server/categories';
import { searchProducts } from '@/lib/server/shop';

export type ListName = 'best' | 'new' | 'restock';

// The platform has no restock date; a product put back on sale gets a new sale start date, so the
// latest sale starts come first and sold-out products stay hidden.
const restockOrder: SortOption = { key: 'restock', label: '재입고순', orderBy: 'SALE_YMD', direction: 'DESC' };

interface ListSpec {
  title: string;
  /** The sort when none (or an unknown one) is asked for; null: one fixed order, no sort links. */
  defaultSort: string | null;
  query: ProductSearchQuery;
  emptyText?: string;
}

export const LIST_SPECS: Record<ListName, ListSpec> = {
  // Best sellers: the most sold first (SALE_CNT), other sorts on request.
  best: { title: '베스트', defaultSort: 'sales', query: {} },
  // New arrivals: the most recently registered first (RECENT_PRODUCT).
  new: { title: '신상품', defaultSort: 'recent', query: {} },
  restock: { title: '재입고', defaultSort: null, query: { soldout: false }, emptyText: '재입고된 상품이 없습니다.' },
};

export function isListName(value: string): value is ListName {
  return Object.hasOwn(LIST_SPECS, value);
}

type Search = (query: ProductSearchQuery) => Promise<ProductSearchReply | null>;
const searchOf = (cached: boolean): Search => (query) => searchProducts(query, cached ? 'tagged' : 'per-request');

/** /best, /new, /restock. */
export function CatalogueList({ name, sortKey, page, cached }: { name: ListName; sortKey: string | undefined; page: number; cached: boolean }) {
  const spec = LIST_SPECS[name];
  return (
    <ProductListing
      title={spec.title}
      basePath={`/${name}`}
      sort={spec.defaultSort === null ? restockOrder : sortOptionFor(sortKey, spec.defaultSort)}
      page={page}
      query={spec.query}
      showSort={spec.defaultSort !== null}
      search={searchOf(cached)}
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
