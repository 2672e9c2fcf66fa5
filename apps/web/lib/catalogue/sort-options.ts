// Sort choices of the product lists, as the shopper reads them, mapped to the platform's order.by.
import type { ProductSortBy, SortDirection } from '@courtside/core/api';

export interface SortOption {
  key: string;
  label: string;
  orderBy: ProductSortBy;
  direction: SortDirection;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { key: 'popular', label: '인기순', orderBy: 'POPULAR', direction: 'DESC' },
  { key: 'sales', label: '판매순', orderBy: 'SALE_CNT', direction: 'DESC' },
  { key: 'recent', label: '신상품순', orderBy: 'RECENT_PRODUCT', direction: 'DESC' },
  { key: 'price-asc', label: '낮은 가격순', orderBy: 'DISCOUNTED_PRICE', direction: 'ASC' },
  { key: 'price-desc', label: '높은 가격순', orderBy: 'DISCOUNTED_PRICE', direction: 'DESC' },
  { key: 'review', label: '리뷰 많은순', orderBy: 'REVIEW', direction: 'DESC' },
];

export function sortOptionFor(key: string | undefined, fallback = 'popular'): SortOption {
  const found = SORT_OPTIONS.find((o) => o.key === key) ?? SORT_OPTIONS.find((o) => o.key === fallback);
  // SORT_OPTIONS is a non-empty constant; the first entry is the last resort.
  return found ?? (SORT_OPTIONS[0] as SortOption);
}

/** `?page=3` → 3; anything else → 1. */
export function pageFrom(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export function firstParam(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}
