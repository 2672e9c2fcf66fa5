// GET /products/search: keywords (space = AND), filters, sort orders and paging, all done in SQL.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { readQuery } from '../http/request.ts';
import { catalogueErrors } from '../services/catalogue-errors.ts';
import { loadCategoryTree } from '../services/category-tree.ts';
import { keywordTerms, searchPage, searchSummary, type SearchCriteria, type SearchSummary } from '../services/search.ts';
import { searchItems, summaryFacets } from '../services/search-view.ts';
import { cachedSearchSummary } from '../services/search-summary-cache.ts';
import { SEARCH_MAX_PAGE_SIZE, searchQuery, type SearchQuery } from './product-search.schema.ts';

function criteriaOf(q: SearchQuery): SearchCriteria {
  const prices = q['filter.discountedPrices'];
  return {
    keywords: keywordTerms(q['filter.keywords'], q['filter.keywordInResult']),
    includeSoldOut: q['filter.soldout'],
    saleStatus: q['filter.saleStatus'],
    categoryNos: q.categoryNos ?? [],
    brandNos: q.brandNos ?? [],
    deliveryConditionType: q['filter.deliveryConditionType'] ?? null,
    discountedPrice: prices ? { comparison: q['filter.discountedComparison'] ?? (prices.length > 1 ? 'BETWEEN' : 'GTE'), values: prices } : null,
    includeProductNos: q['filter.includeMallProductNo'] ?? [],
    excludeProductNos: q['filter.excludeMallProductNo'] ?? [],
    orderBy: q['order.by'],
    direction: q['order.direction'],
    soldOutLast: q['order.soldoutPlaceEnd'],
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

export function registerProductSearchRoutes(app: Hono<AppEnv>): void {
  app.get('/products/search', async (c) => {
    const deps = c.get('deps');
    const q = readQuery(c, searchQuery);
    if (q.pageSize > SEARCH_MAX_PAGE_SIZE) throw catalogueErrors.pageSizeTooLarge(SEARCH_MAX_PAGE_SIZE);
    const criteria = criteriaOf(q);
    const tree = await loadCategoryTree(deps.db);
    // The platform only promises totalCount with hasTotalCount=true; the count and the facets cost
    // a pass over every match, so plain page requests (infinite scroll) skip them.
    const emptySummary: SearchSummary = { totalCount: 0, minPrice: 0, maxPrice: 0, brands: [], depth1Categories: [] };
    const page = await searchPage(deps.db, criteria, tree);
    const summary = q.hasTotalCount ? await cachedSearchSummary(deps.db, criteria, () => searchSummary(deps.db, criteria, tree)) : emptySummary;
    const member = c.get('member');
    const [items, facets] = await Promise.all([
      searchItems(deps.db, page, {
        baseUrl: deps.baseUrl(),
        memberNo: member?.member_no ?? null,
        withOptionValues: q.hasOptionValues,
        withReviewCount: q['filter.totalReviewCount'],
      }),
      summaryFacets(deps.db, summary, tree),
    ]);
    return c.json({
      totalCount: summary.totalCount,
      pageCount: Math.ceil(summary.totalCount / criteria.pageSize),
      minPrice: summary.minPrice,
      maxPrice: summary.maxPrice,
      brands: facets.brands,
      depth1Categories: facets.depth1Categories,
      displayableStock: true,
      correctedKeyword: null,
      items,
    });
  });
}
