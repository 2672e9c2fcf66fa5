// A whole product list page body: heading, sort links, result count, grid and paging. Plain links
// throughout, so sorting and paging work before (and without) JavaScript.
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { SEARCH_PAGE_SIZE } from '@courtside/core/constants';
import { formatNumber } from '@courtside/core/format';
import { type ProductSearchQuery, type ProductSearchReply } from '@courtside/core/api';
import { Pagination } from '@/components/ui/pagination';
import { filterParams, type ListingFilters } from '@/lib/catalogue/listing-filters';
import { SORT_OPTIONS, type SortOption } from '@/lib/catalogue/sort-options';
import { searchProducts } from '@/lib/server/shop';
import { ListingFilterForm } from './listing-filter-form';
import { ProductGrid } from './product-grid';
import styles from './product-listing.module.css';

export interface ProductListingProps {
  title: string;
  /** Path the sort and page links point at, e.g. `/categories/529105`. */
  basePath: string;
  sort: SortOption;
  page: number;
  /** Extra query kept on every link (the search keyword). */
  keep?: Record<string, string>;
  /** Filters of this list (category, keywords); sort and page are added here. */
  query: ProductSearchQuery;
  showSort?: boolean;
  emptyText?: string;
  /** Heading level 1 by default; the search page has its own h1 above. */
  headingLevel?: 1 | 2;
  /** A line above the products that depends on the reply (the search page's correction notice). */
  notice?: (reply: ProductSearchReply) => ReactNode;
  /** The sort (or period) links shown; the search sorts by default. */
  sortOptions?: readonly SortOption[];
  /** Where the products come from: per request by default; the cached lists read through Next's cache. */
  search?: (query: ProductSearchQuery) => Promise<ProductSearchReply | null>;
  /** Price, colour and 품절 제외 above the list (search and category pages); kept on every link. */
  filters?: ListingFilters;
}

function hrefOf(basePath: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  const text = search.toString();
  return text ? `${basePath}?${text}` : basePath;
}

export async function ProductListing(props: ProductListingProps) {
  const { title, basePath, sort, page, keep = {}, query, showSort = true, emptyText = '상품이 없습니다.', headingLevel = 1, notice, search = searchProducts, sortOptions = SORT_OPTIONS, filters } = props;
  // Sort and page links keep the filters; the filter form keeps the keyword and sort.
  const kept = filters ? { ...keep, ...filterParams(filters) } : keep;
  const reply = await search({
    ...query,
    orderBy: sort.orderBy,
    orderDirection: sort.direction,
    pageNumber: page,
    pageSize: SEARCH_PAGE_SIZE,
    hasTotalCount: true,
  });
  const items = reply?.items ?? [];
  const totalCount = reply?.totalCount ?? 0;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={styles.listing} aria-labelledby="listing-title">
      <div className={styles.head}>
        <Heading id="listing-title" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.count}>
          총 <strong>{formatNumber(totalCount)}</strong>개
        </p>
      </div>
      {filters && <ListingFilterForm basePath={basePath} filters={filters} keep={sort.key === SORT_OPTIONS[0]?.key ? keep : { ...keep, sort: sort.key }} />}
      {reply && notice?.(reply)}
      {showSort && (
        <nav aria-label="정렬" className={styles.sorts}>
          <ul>
            {sortOptions.map((option) => (
              <li key={option.key}>
                <Link
                  href={hrefOf(basePath, { ...kept, sort: option.key })}
                  aria-current={option.key === sort.key ? 'true' : undefined}
                  className={option.key === sort.key ? styles.sortCurrent : styles.sort}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {reply === null ? (
        <p className={styles.empty} role="alert">
          상품을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.
        </p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ProductGrid products={items} eagerCount={4} headingLevel={headingLevel === 1 ? 2 : 3} />
      )}
      <Pagination
        page={page}
        totalCount={totalCount}
        pageSize={SEARCH_PAGE_SIZE}
        hrefFor={(n) => hrefOf(basePath, { ...kept, sort: sort.key, page: n > 1 ? String(n) : undefined })}
      />
    </section>
  );
}
