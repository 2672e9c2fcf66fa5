// GET /products/search: keywords (space = AND) over the text index, filters, sort orders and
// paging, all done in SQL; a keyword that finds nothing is corrected (`correctedKeyword`).
// GET /products/favoriteKeywords: popular searches. GET /products/search/keywords: each product's
// search keywords.
import type { Hono } from 'hono';
import { readQuery } from '../http/request.ts';
import { emptyCategoryTree } from '../services/catalogue/category-tree.ts';
import { emptySearchSummary, keywordTerms, prepareSearch, type PreparedSearch, type SearchCriteria } from '../services/catalogue/search/search.ts';
import { searchItems, summaryFacets } from '../services/catalogue/search/search-view.ts';
import { currentCategoryTree } from '../services/catalogue/read-model/catalogue-read-model.ts';
import { cachedSearchSummary } from '../services/catalogue/search/search-summary-cache.ts';
import { correctKeywords, splitKeywords } from '../services/catalogue/search/search-correction.ts';
import { productSearchKeywords } from '../services/catalogue/search/search-index.ts';
import { SEARCH_MAX_PAGE_SIZE, favoriteKeywordsQuery, productKeywordsQuery, searchQuery, type SearchQuery } from './product-search.schema.ts';
import { errors } from '../domain/error-catalogue.ts';
import type { AppEnv } from '../http/context.ts';

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
    if (q.pageSize > SEARCH_MAX_PAGE_SIZE) throw errors.pageSizeTooLarge(SEARCH_MAX_PAGE_SIZE);
    let criteria = criteriaOf(q);
    // The category tree widens a category filter and names the facets and a list's categories. It is
    // read beside the keyword plan and the page: a keyword page without a category filter does not
    // wait for it (on PostgreSQL, one round trip less); the facets do. A suggestion while typing
    // (keywords, no count, no category) needs none of it and reads nothing.
    const needsTree = q.hasTotalCount || criteria.categoryNos.length > 0 || criteria.keywords.length === 0;
    const tree = needsTree ? currentCategoryTree(deps.db) : Promise.resolve(emptyCategoryTree);
    tree.catch(() => undefined); // awaited below; a failed read must not also end the process unhandled
    const search = await prepareSearch(deps.db, criteria);
    // The platform only promises totalCount with hasTotalCount=true; plain page requests (infinite
    // scroll, suggestions while typing) skip the count and facets. Keyword counts come straight
    // from the text index; only lists without keywords keep their count for a while. The page and
    // the count are asked together (on PostgreSQL they run side by side).
    const run = (prepared: PreparedSearch, of: SearchCriteria) => Promise.all([
      prepared.page(tree),
      !q.hasTotalCount
        ? emptySearchSummary
        : of.keywords.length > 0 ? prepared.summary(tree) : cachedSearchSummary(deps.db, of, () => prepared.summary(tree)),
    ]);
    let [page, summary] = await run(search, criteria);
    /** Searches again with other keyword words; keeps that search only when it found something. */
    const retryWith = async (keywords: string[] | null): Promise<boolean> => {
      if (!keywords) return false;
      const retried = { ...criteria, keywords };
      const [retriedPage, retriedSummary] = await run(await prepareSearch(deps.db, retried), retried);
      if (retriedPage.length === 0) return false;
      criteria = retried;
      page = retriedPage;
      summary = retriedSummary;
      return true;
    };
    // Nothing found: a word typed without its spaces (핑크댐프너) is searched as its words (핑크
    // 댐프너) on every page, asked or not — spacing is not a typo, so no correctedKeyword.
    if (page.length === 0 && criteria.keywords.length > 0) await retryWith(await splitKeywords(deps.db, criteria.keywords));
    // Nothing found on the first page and correction asked for: search again with the closest
    // indexed words, as the platform does, and say which keyword the results are for.
    let correctedKeyword: string | null = null;
    if (q.enableTypoCorrection && page.length === 0 && criteria.pageNumber === 1 && criteria.keywords.length > 0) {
      const corrected = await correctKeywords(deps.db, criteria.keywords);
      if (await retryWith(corrected)) correctedKeyword = (corrected ?? []).join(' ');
    }
    // A results page (first page, with its count) that found something is a search to count
    // towards the popular keywords; suggestions while typing are not.
    const counted = q.hasTotalCount && criteria.pageNumber === 1 && page.length > 0 && criteria.keywords.length > 0;
    const member = c.get('member');
    if (counted) deps.searchLog.record(criteria.keywords, deps.now());
    const [items, facets] = await Promise.all([
      searchItems(deps.db, page, {
        baseUrl: deps.baseUrl(),
        memberNo: member?.member_no ?? null,
        withOptionValues: q.hasOptionValues,
        withReviewCount: q['filter.totalReviewCount'],
      }),
      tree.then((t) => summaryFacets(deps.db, summary, t)),
    ]);
    return c.json({
      totalCount: summary.totalCount,
      pageCount: Math.ceil(summary.totalCount / criteria.pageSize),
      minPrice: summary.minPrice,
      maxPrice: summary.maxPrice,
      brands: facets.brands,
      depth1Categories: facets.depth1Categories,
      displayableStock: true,
      correctedKeyword,
      items,
    });
  });

  // The platform's path, and the kebab-case spelling shoppers' tools use; both before /products/{no}.
  for (const path of ['/products/favoriteKeywords', '/products/favorite-keywords']) {
    app.get(path, async (c) => {
      const deps = c.get('deps');
      const q = readQuery(c, favoriteKeywordsQuery);
      return c.json(await deps.searchLog.popular(q.size, deps.now()));
    });
  }

  app.get('/products/search/keywords', async (c) => {
    const deps = c.get('deps');
    const q = readQuery(c, productKeywordsQuery);
    return c.json(await productSearchKeywords(deps.db, q.productNos));
  });
}
