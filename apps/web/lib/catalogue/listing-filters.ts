// The filters of the search and category lists (issue 29): a price range (what the shopper pays,
// the platform's discounted price), a colour and 품절 제외 — all in the address, so a filtered list
// can be shared, reloaded and paged with plain links. Sold-out products are listed last unless
// 품절 제외 is on. A colour is searched as a word: the platform indexes option values (댐프너 핑크).
import type { ProductSearchQuery } from '@courtside/core/api';

export interface ListingFilters {
  /** Won, inclusive; null: no bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly color: string | null;
  readonly inStockOnly: boolean;
}

export const NO_FILTERS: ListingFilters = { minPrice: null, maxPrice: null, color: null, inStockOnly: false };

/** The catalogue's colours (option values), with a swatch each. */
export const FILTER_COLORS: readonly { name: string; hex: string }[] = [
  { name: '블랙', hex: '#1c1c1e' }, { name: '화이트', hex: '#ffffff' }, { name: '그레이', hex: '#8e8e93' },
  { name: '네이비', hex: '#1f2a5c' }, { name: '스카이블루', hex: '#7cc4f0' }, { name: '민트', hex: '#8fe3cf' },
  { name: '그린', hex: '#2e9d5b' }, { name: '옐로우', hex: '#f6d33c' }, { name: '오렌지', hex: '#f28c28' },
  { name: '레드', hex: '#d7263d' }, { name: '핑크', hex: '#f49ac1' }, { name: '라벤더', hex: '#b8a4e3' },
  { name: '브라운', hex: '#8b5a2b' }, { name: '베이지', hex: '#e8d8b8' },
];

/** The address keys, in the order links write them. */
export const FILTER_KEYS = ['minPrice', 'maxPrice', 'color', 'instock'] as const;

const MAX_PRICE = 100_000_000;

type Params = Record<string, string | string[] | undefined>;

function first(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

function wonFrom(raw: string | undefined): number | null {
  const text = (raw ?? '').replace(/[,\s원]/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_PRICE ? value : null;
}

/** The filters an address asks for; anything unreadable is no filter (never an error page). */
export function filtersFrom(params: Params): ListingFilters {
  let minPrice = wonFrom(first(params.minPrice));
  let maxPrice = wonFrom(first(params.maxPrice));
  // 30,000 ~ 10,000 means 10,000 ~ 30,000.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const colorText = first(params.color)?.trim();
  const color = FILTER_COLORS.some((c) => c.name === colorText) ? (colorText as string) : null;
  const instock = first(params.instock);
  return { minPrice, maxPrice, color, inStockOnly: instock === '1' || instock === 'on' || instock === 'true' };
}

export function hasFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null || filters.color !== null || filters.inStockOnly;
}

/** True when an address carries any filter (the cached lists stay unfiltered). */
export function asksForFilters(get: (key: string) => string | undefined): boolean {
  return FILTER_KEYS.some((key) => (get(key) ?? '').trim() !== '');
}

/** The filters as address parameters (for sort and page links); absent filters are left out. */
export function filterParams(filters: ListingFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.minPrice !== null) params.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== null) params.maxPrice = String(filters.maxPrice);
  if (filters.color !== null) params.color = filters.color;
  if (filters.inStockOnly) params.instock = '1';
  return params;
}

/** The platform query of a list with these filters; `keywords` are the list's own words (the search). */
export function filteredQuery(filters: ListingFilters, keywords = ''): Pick<ProductSearchQuery, 'keywords' | 'soldout' | 'soldoutPlaceEnd' | 'discountedPrices' | 'discountedComparison'> {
  const words = [keywords.trim(), filters.color ?? ''].filter((w) => w !== '').join(' ');
  const { minPrice, maxPrice } = filters;
  const price: Pick<ProductSearchQuery, 'discountedPrices' | 'discountedComparison'> =
    minPrice !== null && maxPrice !== null ? { discountedPrices: [minPrice, maxPrice], discountedComparison: 'BETWEEN' }
    : minPrice !== null ? { discountedPrices: [minPrice], discountedComparison: 'GTE' }
    : maxPrice !== null ? { discountedPrices: [maxPrice], discountedComparison: 'LTE' }
    : {};
  return {
    ...(words ? { keywords: words } : {}),
    soldout: !filters.inStockOnly,
    soldoutPlaceEnd: true,
    ...price,
  };
}

/** "1만원 ~ 3만원", "2만원 이상" … for the filter's summary line. */
export function filterSummary(filters: ListingFilters): string[] {
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
  const parts: string[] = [];
  if (filters.minPrice !== null && filters.maxPrice !== null) parts.push(`${won(filters.minPrice)} ~ ${won(filters.maxPrice)}`);
  else if (filters.minPrice !== null) parts.push(`${won(filters.minPrice)} 이상`);
  else if (filters.maxPrice !== null) parts.push(`${won(filters.maxPrice)} 이하`);
  if (filters.color) parts.push(filters.color);
  if (filters.inStockOnly) parts.push('품절 제외');
  return parts;
}
