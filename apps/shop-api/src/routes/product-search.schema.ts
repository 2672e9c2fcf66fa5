// Query of GET /products/search, with the platform's dotted names (filter.keywords, order.by …).
import { z } from 'zod';
import { orderBys, priceComparisons, saleStatusFilters } from '../services/catalogue/search/search.ts';

export const SEARCH_MAX_PAGE_SIZE = 500;

const bool = (fallback: boolean) => z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? fallback : v === 'true'));
// Numbers compared with integer columns stay within int4, or PostgreSQL refuses the query.
const numberList = z.string().regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, '쉼표로 구분한 번호')
  .transform((s) => s.split(',').map((x) => Number(x.trim())))
  .refine((nos) => nos.every((n) => n <= 2_147_483_647), '번호가 너무 큽니다');

export const searchQuery = z.object({
  'filter.keywords': z.string().max(200).optional(),
  'filter.keywordInResult': z.string().max(200).optional(),
  'filter.soldout': bool(false),
  'filter.saleStatus': z.enum(saleStatusFilters).default('ONSALE'),
  'filter.deliveryConditionType': z.enum(['FREE', 'CONDITIONAL', 'FIXED_FEE']).optional(),
  'filter.discountedPrices': numberList.optional(),
  'filter.discountedComparison': z.enum(priceComparisons).optional(),
  'filter.totalReviewCount': bool(false),
  'filter.includeMallProductNo': numberList.optional(),
  'filter.excludeMallProductNo': numberList.optional(),
  categoryNos: numberList.optional(),
  brandNos: numberList.optional(),
  'order.by': z.enum(orderBys).default('POPULAR'),
  'order.direction': z.enum(['ASC', 'DESC']).default('DESC'),
  'order.soldoutPlaceEnd': bool(false),
  pageNumber: z.coerce.number().int().min(1).max(100000).default(1),
  // Checked against SEARCH_MAX_PAGE_SIZE after parsing, to answer the platform's own code.
  pageSize: z.coerce.number().int().min(1).max(1_000_000).default(30),
  hasTotalCount: bool(false),
  hasOptionValues: bool(false),
  // The platform corrects a keyword that finds nothing only when asked (default false).
  enableTypoCorrection: bool(false),
});

export type SearchQuery = z.infer<typeof searchQuery>;

export const favoriteKeywordsQuery = z.object({
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const productKeywordsQuery = z.object({
  productNos: numberList.refine((nos) => nos.length <= 100, '상품 번호는 100개까지 조회할 수 있습니다'),
});
