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

/**
 * /best's choices are periods, not sorts: the platform's best sellers of the week (its own list) or
 * of the month (30 days), ranked by units sold in real orders.
 */
export const BEST_PERIOD_OPTIONS: readonly SortOption[] = [
  { key: 'weekly', label: '주간', orderBy: 'SALE_CNT', direction: 'DESC' },
  { key: 'monthly', label: '월간', orderBy: 'SALE_CNT', direction: 'DESC' },
];

/** The platform's period of a /best choice. */
export function bestPeriodOf(option: SortOption): 'WEEK' | 'MONTH' {
  return option.key === 'monthly' ? 'MONTH' : 'WEEK';
}

export function sortOptionFor(key: string | undefined, fallback = 'popular', options: readonly SortOption[] = SORT_OPTIONS): SortOption {
  const found = options.find((o) => o.key === key) ?? options.find((o) => o.key === fallback);
  // The option lists are non-empty constants; the first entry is the last resort.
  return found ?? (options[0] as SortOption);
}

/** `?page=3` → 3; anything else → 1. */
export function pageFrom(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isSafeInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export function firstParam(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}
