// Product search in SQL: every filter, the sort and the page are done by the database, so a search
// stays fast with 100,000 products. A keyword search reads the text index of migration 0110
// (keyword-search.ts); a list without keywords reads products through the indexes of 0020–0022.
// Only the page's rows (at most 500) and a few small aggregates ever reach JavaScript — except on
// SQLite, where a several-word search with few matches filters and sorts them in memory
// (product-attributes.ts).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import type { CategoryTree } from '../category-tree.ts';
import { depth1Of, emptyCategoryTree, withDescendants } from '../category-tree.ts';
import { pageAndSummaryOfMatches, productAttributes } from './product-attributes.ts';
import { emptySearchSummary, keywordSearchPage, keywordSearchPageAndSummary, keywordSearchSummary, readsMatchesOnce, termPlan } from './keyword-search.ts';

export const orderBys = ['POPULAR', 'SALE_YMD', 'SALE_END_YMD', 'DISCOUNTED_PRICE', 'REVIEW', 'SALE_CNT', 'RECENT_PRODUCT', 'MD_RECOMMEND', 'LIKE_CNT', 'EXPIRATION_DATE'] as const;
export type OrderBy = (typeof orderBys)[number];

export const saleStatusFilters = ['ONSALE', 'READY_ONSALE', 'ALL_CONDITIONS', 'RESERVATION_AND_ONSALE'] as const;
export type SaleStatusFilter = (typeof saleStatusFilters)[number];

export const priceComparisons = ['GT', 'GTE', 'LT', 'LTE', 'EQ', 'BETWEEN'] as const;
export type PriceComparison = (typeof priceComparisons)[number];

export interface SearchCriteria {
  /** Every word must be found in the product's indexed text (name, brand, option values, search keywords). */
  keywords: string[];
  includeSoldOut: boolean;
  saleStatus: SaleStatusFilter;
  categoryNos: number[];
  brandNos: number[];
  deliveryConditionType: 'FREE' | 'CONDITIONAL' | 'FIXED_FEE' | null;
  discountedPrice: { comparison: PriceComparison; values: number[] } | null;
  includeProductNos: number[];
  excludeProductNos: number[];
  orderBy: OrderBy;
  direction: 'ASC' | 'DESC';
  soldOutLast: boolean;
  pageNumber: number;
  pageSize: number;
}

export interface SearchSummary {
  totalCount: number;
  minPrice: number;
  maxPrice: number;
  brands: Array<{ brandNo: number; count: number }>;
  depth1Categories: Array<{ categoryNo: number; count: number }>;
}

type ProductsEb = ExpressionBuilder<ShopDb, 'products'>;

const discountedPrice = sql<number>`(products.sale_price - products.immediate_discount_amt)`;

/** Words of a keyword string: split on spaces, at most ten, each at most fifty characters. */
export function keywordTerms(...texts: Array<string | undefined>): string[] {
  return texts.flatMap((t) => (t ?? '').split(/\s+/)).filter(Boolean).slice(0, 10).map((w) => w.slice(0, 50));
}

/** The sellable flag of migration 0110, kept by triggers on options: no per-product probe. */
function inStock(eb: ProductsEb) {
  return eb('products.sellable', '=', 1);
}

function priceCondition(c: NonNullable<SearchCriteria['discountedPrice']>): Expression<SqlBool> | null {
  const [a, b] = c.values;
  if (a === undefined) return null;
  switch (c.comparison) {
    case 'GT': return sql<SqlBool>`${discountedPrice} > ${a}`;
    case 'GTE': return sql<SqlBool>`${discountedPrice} >= ${a}`;
    case 'LT': return sql<SqlBool>`${discountedPrice} < ${a}`;
    case 'LTE': return sql<SqlBool>`${discountedPrice} <= ${a}`;
    case 'EQ': return sql<SqlBool>`${discountedPrice} = ${a}`;
    case 'BETWEEN': return sql<SqlBool>`${discountedPrice} between ${a} and ${b ?? a}`;
  }
}

/**
 * The WHERE clause of a search, usable in any query that has `products` in scope. The category
 * test takes two forms with the same meaning: a page walks the sort index and probes each
 * product's categories (EXISTS), so it stops after one page; a count reads the category's
 * products once (IN), which beats probing every product.
 */
function listWhere(criteria: SearchCriteria, tree: CategoryTree, mode: 'page' | 'count' = 'page') {
  const statuses: Record<SaleStatusFilter, string[] | null> = {
    ONSALE: ['ONSALE'],
    RESERVATION_AND_ONSALE: ['ONSALE'],
    READY_ONSALE: ['READY', 'ONSALE'],
    ALL_CONDITIONS: null,
  };
  const categories = criteria.categoryNos.length > 0 ? withDescendants(tree, criteria.categoryNos) : [];
  return (eb: ProductsEb) => {
    const conds: Expression<SqlBool>[] = [eb('products.display', '=', 1)];
    const status = statuses[criteria.saleStatus];
    conds.push(status ? eb('products.sale_status', 'in', status) : eb('products.sale_status', '!=', 'PROHIBITION'));
    if (criteria.brandNos.length > 0) conds.push(eb('products.brand_no', 'in', criteria.brandNos));
    if (criteria.includeProductNos.length > 0) conds.push(eb('products.product_no', 'in', criteria.includeProductNos));
    if (criteria.excludeProductNos.length > 0) conds.push(eb('products.product_no', 'not in', criteria.excludeProductNos));
    if (criteria.deliveryConditionType) conds.push(eb('products.delivery_condition_type', '=', criteria.deliveryConditionType));
    if (criteria.discountedPrice) {
      const cond = priceCondition(criteria.discountedPrice);
      if (cond) conds.push(cond);
    }
    if (categories.length > 0) {
      const inCategories = eb.selectFrom('product_categories').select('product_categories.product_no')
        .where('product_categories.category_no', 'in', categories);
      conds.push(mode === 'page'
        ? eb.exists(inCategories.whereRef('product_categories.product_no', '=', 'products.product_no'))
        : eb('products.product_no', 'in', inCategories));
    }
    if (!criteria.includeSoldOut) conds.push(inStock(eb));
    return eb.and(conds);
  };
}

const textSortColumns = new Set(['products.sale_start_ymdt', 'products.sale_end_ymdt', 'products.registered_at']);

const sortColumns: Record<OrderBy, string | null> = {
  POPULAR: 'products.popularity',
  SALE_YMD: 'products.sale_start_ymdt',
  SALE_END_YMD: 'products.sale_end_ymdt',
  EXPIRATION_DATE: 'products.sale_end_ymdt',
  DISCOUNTED_PRICE: null,
  REVIEW: 'products.review_cnt',
  SALE_CNT: 'products.sale_cnt',
  RECENT_PRODUCT: 'products.registered_at',
  MD_RECOMMEND: 'products.md_recommend',
  LIKE_CNT: 'products.like_cnt',
};

/**
 * Product numbers of the requested page of a list without keywords, in order. Without a narrowing
 * filter the page is read off the sort index and the scan stops after one page. With brands the
 * matches are few, so the sort keys are wrapped in no-op expressions: the planner then filters
 * first (on the covering index) and sorts only the matches, instead of walking the whole sort
 * index when nothing matches.
 */
async function listPage(db: Kysely<ShopDb>, criteria: SearchCriteria, tree: CategoryTree): Promise<number[]> {
  const dir = criteria.direction === 'ASC' ? sql`asc` : sql`desc`;
  const column = sortColumns[criteria.orderBy];
  const filterFirst = criteria.brandNos.length > 0;
  let sortKey = column ? sql`${sql.ref(column)}` : discountedPrice;
  if (filterFirst) sortKey = column && textSortColumns.has(column) ? sql`(${sortKey} || '')` : sql`(${sortKey} + 0)`;
  let query = db.selectFrom('products').select('products.product_no').where(listWhere(criteria, tree));
  if (criteria.soldOutLast && criteria.includeSoldOut) {
    query = query.orderBy((eb) => eb.case().when(inStock(eb)).then(0).else(1).end());
  }
  const rows = await query
    .orderBy(sql`${sortKey} ${dir}`)
    .orderBy(filterFirst ? sql`(products.product_no + 0) ${dir}` : sql`products.product_no ${dir}`)
    .limit(criteria.pageSize)
    .offset((criteria.pageNumber - 1) * criteria.pageSize)
    .execute();
  return rows.map((r) => r.product_no);
}

/**
 * Count, price range and brand facet in one grouped pass over the covering index; the depth-1
 * category facet in a second (a product listed under two children of one category counts once).
 */
async function listSummary(db: Kysely<ShopDb>, criteria: SearchCriteria, tree: CategoryTree): Promise<SearchSummary> {
  const where = listWhere(criteria, tree, 'count');
  // Literals, not parameters: PostgreSQL must see the same expression in SELECT and GROUP BY.
  const depth1Case = tree.byNo.size === 0 ? sql<number>`product_categories.category_no` : sql<number>`case product_categories.category_no ${sql.join(
    [...tree.byNo.keys()].map((no) => sql`when ${sql.lit(no)} then ${sql.lit(depth1Of(tree, no) ?? no)}`),
    sql` `,
  )} else product_categories.category_no end`;
  const brandRows = await db.selectFrom('products').where(where)
    .select((eb) => ['products.brand_no', eb.fn.countAll<number>().as('n'), eb.fn.min(discountedPrice).as('lo'), eb.fn.max(discountedPrice).as('hi')])
    .groupBy('products.brand_no')
    .execute();
  // IN (matches) rather than a join: the matches come off the covering index once, and the wide
  // product rows are never fetched one by one.
  const depth1Rows = await db.selectFrom('product_categories')
    .where('product_categories.product_no', 'in', db.selectFrom('products').where(where).select('products.product_no'))
    .select((eb) => [depth1Case.as('depth1_no'), eb.fn.count<number>('product_categories.product_no').distinct().as('n')])
    .groupBy(depth1Case)
    .execute();
  const summary: SearchSummary = { totalCount: 0, minPrice: 0, maxPrice: 0, brands: [], depth1Categories: [] };
  let lo: number | null = null;
  let hi: number | null = null;
  for (const r of brandRows) {
    const n = Number(r.n);
    summary.totalCount += n;
    if (r.lo !== null) lo = lo === null ? Number(r.lo) : Math.min(lo, Number(r.lo));
    if (r.hi !== null) hi = hi === null ? Number(r.hi) : Math.max(hi, Number(r.hi));
    if (r.brand_no !== null) summary.brands.push({ brandNo: Number(r.brand_no), count: n });
  }
  summary.minPrice = lo ?? 0;
  summary.maxPrice = hi ?? 0;
  summary.depth1Categories = depth1Rows.map((r) => ({ categoryNo: Number(r.depth1_no), count: Number(r.n) }));
  return summary;
}

export { emptySearchSummary };

/**
 * A search ready to run: its page and its summary share the keyword plan (read once). The plan
 * needs no category tree, so a caller reads the tree alongside it and hands over the read: a
 * keyword search waits for it only when a category filter must be widened to its descendants.
 */
export interface PreparedSearch {
  /** Product numbers of the requested page, in order. */
  page(tree: Promise<CategoryTree>): Promise<number[]>;
  /** Count, price range and facets of everything the search matches. */
  summary(tree: Promise<CategoryTree>): Promise<SearchSummary>;
}

export async function prepareSearch(db: Kysely<ShopDb>, criteria: SearchCriteria): Promise<PreparedSearch> {
  // A list without keywords counts its depth-1 categories through the tree, so it always waits.
  if (criteria.keywords.length === 0) return { page: async (tree) => listPage(db, criteria, await tree), summary: async (tree) => listSummary(db, criteria, await tree) };
  const plan = await termPlan(db, criteria.keywords);
  if (!plan) return { page: async () => [], summary: async () => emptySearchSummary };
  // A keyword search reads the tree only to widen a category filter (postingsWhere): without one
  // its page does not wait for the tree's read (on PostgreSQL, one round trip less before it).
  const treeOf = (tree: Promise<CategoryTree>) => (criteria.categoryNos.length > 0 ? tree : Promise.resolve(emptyCategoryTree));
  if (readsMatchesOnce(plan, criteria)) {
    // On SQLite from the in-memory attributes (product-attributes.ts), else one statement over the postings.
    const sqlite = dialectOf(db as Kysely<unknown>) === 'sqlite';
    let both: ReturnType<typeof keywordSearchPageAndSummary> | null = null;
    const read = (tree: Promise<CategoryTree>) => (both ??= sqlite
      ? productAttributes(db).current().then((attributes) => pageAndSummaryOfMatches(attributes, plan, criteria))
      : treeOf(tree).then((t) => keywordSearchPageAndSummary(db, plan, criteria, t)));
    return { page: async (tree) => (await read(tree)).page, summary: async (tree) => (await read(tree)).summary };
  }
  return {
    page: async (tree) => keywordSearchPage(db, plan, criteria, await treeOf(tree)),
    summary: async (tree) => keywordSearchSummary(db, plan, criteria, await treeOf(tree)),
  };
}
