// Keyword search over the text index of migration 0110. Every keyword word is one or a few exact
// term lookups (core's search-text rules). One term: a range read of search_postings, whose rows
// carry the filters, sort keys and facet columns, so the page, the count and every facet come from
// that range (the count and facets from 0220's per-term counts) without touching products or
// options. Several terms: their product sets (0300) are intersected first, and only the matches'
// posting rows of the rarest term are read.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { keywordLookupTerms } from '@courtside/core/search';
import { dialectOf } from '@courtside/db';
import type { ShopDb } from '../../../db/schema.ts';
import type { CategoryTree } from '../category-tree.ts';
import { withDescendants } from '../category-tree.ts';
import type { OrderBy, SearchCriteria, SearchSummary } from './search.ts';
import { intersectProductSets, readProductSets } from './term-sets.ts';

export interface TermPlan {
  /** The term whose postings are read. */
  driver: string;
  /** Terms every match must also have. */
  others: string[];
  /** With several terms: the products that have every term (term-sets.ts), ascending. */
  matches: Int32Array | null;
}

/**
 * The index terms a keyword list needs, or null when it cannot match anything (`%`, a lone ㄷ).
 * With several terms, their product sets (migration 0300) are intersected first; the postings of
 * the rarest term are then read for those products only.
 */
export async function termPlan(db: Kysely<ShopDb>, keywords: readonly string[]): Promise<TermPlan | null> {
  const terms = keywordLookupTerms(keywords.join(' '));
  if (!terms) return null;
  if (terms.length === 1) return { driver: terms[0] as string, others: [], matches: null };
  const sets = await readProductSets(db, terms);
  if (sets.size < terms.length) return null;
  const rarest = terms.reduce((a, b) => ((sets.get(b) as Int32Array).length < (sets.get(a) as Int32Array).length ? b : a));
  const matches = intersectProductSets([...sets.values()]);
  // Every product with the rarest term has the others too (엣지 가드, 테니스 양말): a one-term search,
  // counted from 0220's per-term counts.
  if (matches.length === (sets.get(rarest) as Int32Array).length) return { driver: rarest, others: [], matches: null };
  return { driver: rarest, others: terms.filter((t) => t !== rarest), matches };
}

/** Up to this many matches, a page reads them all and sorts; above, it walks the sort index. */
const sortedMatchesMax = 3000;

/** `product_no` is one of the matches: one bound array, whatever its length. */
function inMatches(matches: Int32Array, postgres: boolean): Expression<SqlBool> {
  return postgres
    ? sql<SqlBool>`search_postings.product_no = any(${Array.from(matches)}::integer[])`
    : sql<SqlBool>`search_postings.product_no in (select value from json_each(${JSON.stringify(Array.from(matches))}))`;
}

type PostingsEb = ExpressionBuilder<ShopDb, 'search_postings'>;

/** The sale statuses each filter lets through (null: every status but PROHIBITION). */
export const saleStatuses: Record<SearchCriteria['saleStatus'], string[] | null> = {
  ONSALE: ['ONSALE'],
  RESERVATION_AND_ONSALE: ['ONSALE'],
  READY_ONSALE: ['READY', 'ONSALE'],
  ALL_CONDITIONS: null,
};

/**
 * How the other terms of a several-word search are checked: against the intersected sets (few
 * matches, or a count that must see them all anyway), or by probing each term's postings per row
 * while a page walks the sort index and stops after a page (many matches).
 */
type OthersBy = 'matches' | 'probe';

function postingsWhere(plan: TermPlan, criteria: SearchCriteria, tree: CategoryTree, postgres: boolean, othersBy: OthersBy) {
  const categories = criteria.categoryNos.length > 0 ? withDescendants(tree, criteria.categoryNos) : [];
  return (eb: PostingsEb) => {
    const conds: Expression<SqlBool>[] = [eb('search_postings.term', '=', plan.driver), eb('search_postings.display', '=', 1)];
    const status = saleStatuses[criteria.saleStatus];
    conds.push(status ? eb('search_postings.sale_status', 'in', status) : eb('search_postings.sale_status', '!=', 'PROHIBITION'));
    if (!criteria.includeSoldOut) conds.push(eb('search_postings.sellable', '=', 1));
    if (criteria.brandNos.length > 0) conds.push(eb('search_postings.brand_no', 'in', criteria.brandNos));
    if (criteria.includeProductNos.length > 0) conds.push(eb('search_postings.product_no', 'in', criteria.includeProductNos));
    if (criteria.excludeProductNos.length > 0) conds.push(eb('search_postings.product_no', 'not in', criteria.excludeProductNos));
    const price = criteria.discountedPrice;
    const [a, b] = price?.values ?? [];
    if (price && a !== undefined) {
      const col = sql.ref('search_postings.price');
      const cond = {
        GT: sql<SqlBool>`${col} > ${a}`,
        GTE: sql<SqlBool>`${col} >= ${a}`,
        LT: sql<SqlBool>`${col} < ${a}`,
        LTE: sql<SqlBool>`${col} <= ${a}`,
        EQ: sql<SqlBool>`${col} = ${a}`,
        BETWEEN: sql<SqlBool>`${col} between ${a} and ${b ?? a}`,
      }[price.comparison];
      conds.push(cond);
    }
    if (plan.matches && othersBy === 'matches') conds.push(inMatches(plan.matches, postgres));
    else for (const term of plan.others) {
      conds.push(eb.exists(eb.selectFrom('search_postings as other').select('other.product_no')
        .where('other.term', '=', term).whereRef('other.product_no', '=', 'search_postings.product_no')));
    }
    // Rare filters probe the product once per match; the common ones above never do.
    if (criteria.deliveryConditionType) {
      conds.push(eb.exists(eb.selectFrom('products').select('products.product_no')
        .whereRef('products.product_no', '=', 'search_postings.product_no')
        .where('products.delivery_condition_type', '=', criteria.deliveryConditionType)));
    }
    if (categories.length > 0) {
      conds.push(eb.exists(eb.selectFrom('product_categories').select('product_categories.product_no')
        .whereRef('product_categories.product_no', '=', 'search_postings.product_no')
        .where('product_categories.category_no', 'in', categories)));
    }
    return eb.and(conds);
  };
}

/** Sort keys on the posting rows; the sale-period sorts (rarely chosen) read the product's own. */
const sortColumns: Record<OrderBy, string> = {
  POPULAR: 'search_postings.popularity',
  SALE_YMD: 'products.sale_start_ymdt',
  SALE_END_YMD: 'products.sale_end_ymdt',
  EXPIRATION_DATE: 'products.sale_end_ymdt',
  DISCOUNTED_PRICE: 'search_postings.price',
  REVIEW: 'search_postings.review_cnt',
  SALE_CNT: 'search_postings.sale_cnt',
  RECENT_PRODUCT: 'search_postings.registered',
  MD_RECOMMEND: 'search_postings.md_recommend',
  LIKE_CNT: 'search_postings.like_cnt',
};

/** Product numbers of the requested page, in order. */
export async function keywordSearchPage(db: Kysely<ShopDb>, plan: TermPlan, criteria: SearchCriteria, tree: CategoryTree, sortedMax = sortedMatchesMax): Promise<number[]> {
  if (plan.matches?.length === 0) return [];
  const dir = criteria.direction === 'ASC' ? sql`asc` : sql`desc`;
  const column = sortColumns[criteria.orderBy];
  // Few matches: read them all by product and sort them (the sort key wrapped in a no-op so the
  // planner does not walk the sort index through every posting of the term instead).
  const othersBy: OthersBy = plan.matches && plan.matches.length <= sortedMax ? 'matches' : 'probe';
  const sortKey = othersBy === 'matches' ? (column.startsWith('products.') ? sql`(${sql.ref(column)} || '')` : sql`(${sql.ref(column)} + 0)`) : sql`${sql.ref(column)}`;
  let query = db.selectFrom('search_postings').select('search_postings.product_no')
    .where(postingsWhere(plan, criteria, tree, isPostgres(db), othersBy))
    .where('search_postings.head', '=', 1);
  if (column.startsWith('products.')) query = query.innerJoin('products', 'products.product_no', 'search_postings.product_no');
  if (criteria.soldOutLast && criteria.includeSoldOut) query = query.orderBy('search_postings.sellable', 'desc');
  const rows = await query
    .orderBy(sql`${sortKey} ${dir}`)
    .orderBy(sql`search_postings.product_no ${dir}`)
    .limit(criteria.pageSize)
    .offset((criteria.pageNumber - 1) * criteria.pageSize)
    .execute();
  return rows.map((r) => r.product_no);
}

/**
 * Whether a several-word search's page and summary come from one statement
 * (keywordSearchPageAndSummary): few matches, and no filter or sort that needs another table.
 */
export function readsMatchesOnce(plan: TermPlan, criteria: SearchCriteria, sortedMax = sortedMatchesMax): boolean {
  return plan.matches !== null && plan.matches.length <= sortedMax && criteria.categoryNos.length === 0
    && !criteria.deliveryConditionType && !sortColumns[criteria.orderBy].startsWith('products.');
}

/**
 * The page and the summary of a several-word search (readsMatchesOnce) in one statement: the
 * matches' posting rows are looked up once into a materialised CTE, which is then grouped for the
 * count and facets and sorted for the page — the same rows, the same figures and order as
 * keywordSearchPage and keywordSearchPostingSummary, for one set of lookups instead of two.
 * (Reading the rows into JavaScript instead costs more: building a row object is dearer than the
 * lookup itself.)
 */
export async function keywordSearchPageAndSummary(db: Kysely<ShopDb>, plan: TermPlan, criteria: SearchCriteria, tree: CategoryTree): Promise<{ page: number[]; summary: SearchSummary }> {
  if (!plan.matches || plan.matches.length === 0) return { page: [], summary: emptySearchSummary };
  const dir = criteria.direction === 'ASC' ? sql`asc` : sql`desc`;
  const soldOutLast = criteria.soldOutLast && criteria.includeSoldOut;
  const matched = db.selectFrom('search_postings')
    .where(postingsWhere(plan, criteria, tree, isPostgres(db), 'matches'))
    .select(['search_postings.product_no', 'search_postings.depth1_no', 'search_postings.head', 'search_postings.sellable',
      'search_postings.brand_no', 'search_postings.price', sql<number>`${sql.ref(sortColumns[criteria.orderBy])}`.as('k')]);
  // kind 0: one row per (brand, depth-1 category, head) with its count and prices; kind 1: a page
  // row, its product, sellable flag and sort key in the brand_no, depth1_no and n columns (put back
  // in order below: UNION ALL keeps none).
  const { rows } = await sql<PostingGroup & { kind: number | string }>`
    with m as materialized ${matched}
    select 0 as kind, brand_no, depth1_no, head, count(*) as n, min(price) as lo, max(price) as hi
      from m group by brand_no, depth1_no, head
    union all
    select 1, product_no, sellable, 0, k, 0, 0 from (
      select product_no, sellable, k from m where head = 1
      order by ${soldOutLast ? sql`sellable desc, ` : sql``}k ${dir}, product_no ${dir}
      limit ${criteria.pageSize} offset ${(criteria.pageNumber - 1) * criteria.pageSize}
    ) p`.execute(db);
  const sign = criteria.direction === 'ASC' ? 1 : -1;
  const page = rows.filter((r) => Number(r.kind) === 1)
    .map((r) => ({ productNo: Number(r.brand_no), sellable: Number(r.depth1_no), key: Number(r.n) }))
    .sort((x, y) => (soldOutLast ? y.sellable - x.sellable : 0) || sign * (x.key - y.key) || sign * (x.productNo - y.productNo))
    .map((r) => r.productNo);
  return { page, summary: summaryOfGroups(rows.filter((r) => Number(r.kind) === 0)) };
}

const isPostgres = (db: Kysely<ShopDb>) => dialectOf(db as Kysely<unknown>) === 'postgres';

/**
 * Count, price range and facets of a search: for one term with only the common filters (sale
 * status, sold out, brands), from the counts migration 0220 keeps per term — a few rows whatever
 * the term's size; otherwise from the postings themselves.
 */
export async function keywordSearchSummary(db: Kysely<ShopDb>, plan: TermPlan, criteria: SearchCriteria, tree: CategoryTree): Promise<SearchSummary> {
  if (plan.matches?.length === 0) return emptySearchSummary;
  const counted = plan.matches === null && criteria.categoryNos.length === 0 && criteria.includeProductNos.length === 0
    && criteria.excludeProductNos.length === 0 && !criteria.discountedPrice && !criteria.deliveryConditionType;
  return counted ? keywordSearchFacetSummary(db, plan.driver, criteria) : keywordSearchPostingSummary(db, plan, criteria, tree);
}

/** The summary of a one-term search from search_facets (migration 0220). */
export async function keywordSearchFacetSummary(db: Kysely<ShopDb>, term: string, criteria: SearchCriteria): Promise<SearchSummary> {
  const status = saleStatuses[criteria.saleStatus];
  let query = db.selectFrom('search_facets').select(['brand_no', 'depth1_no', 'n', 'heads', 'min_price', 'max_price'])
    .where('term', '=', term).where('display', '=', 1).where('n', '>', 0)
    .where('sale_status', status ? 'in' : '!=', status ?? 'PROHIBITION');
  if (!criteria.includeSoldOut) query = query.where('sellable', '=', 1);
  if (criteria.brandNos.length > 0) query = query.where('brand_no', 'in', criteria.brandNos);
  const brands = new Map<number, number>();
  const depth1 = new Map<number, number>();
  let totalCount = 0;
  let lo: number | null = null;
  let hi: number | null = null;
  for (const r of await query.execute()) {
    if (r.depth1_no !== 0) depth1.set(r.depth1_no, (depth1.get(r.depth1_no) ?? 0) + r.n);
    totalCount += r.heads;
    if (r.brand_no !== 0 && r.heads > 0) brands.set(r.brand_no, (brands.get(r.brand_no) ?? 0) + r.heads);
    if (r.min_price !== null) lo = lo === null ? r.min_price : Math.min(lo, r.min_price);
    if (r.max_price !== null) hi = hi === null ? r.max_price : Math.max(hi, r.max_price);
  }
  return summaryOf(totalCount, lo, hi, brands, depth1);
}

export const emptySearchSummary: SearchSummary = { totalCount: 0, minPrice: 0, maxPrice: 0, brands: [], depth1Categories: [] };

export function summaryOf(totalCount: number, lo: number | null, hi: number | null, brands: Map<number, number>, depth1: Map<number, number>): SearchSummary {
  return {
    totalCount,
    minPrice: lo ?? 0,
    maxPrice: hi ?? 0,
    brands: [...brands].sort((a, b) => a[0] - b[0]).map(([brandNo, count]) => ({ brandNo, count })),
    depth1Categories: [...depth1].sort((a, b) => a[0] - b[0]).map(([categoryNo, count]) => ({ categoryNo, count })),
  };
}

/** Posting rows grouped by brand, depth-1 category and head, with their count and prices. */
interface PostingGroup {
  brand_no: number | null;
  depth1_no: number;
  head: number;
  n: number | string;
  lo: number | null;
  hi: number | null;
}

/** `head` rows count each product once; every row counts the product under its depth-1 category. */
function summaryOfGroups(rows: readonly PostingGroup[]): SearchSummary {
  const brands = new Map<number, number>();
  const depth1 = new Map<number, number>();
  let totalCount = 0;
  let lo: number | null = null;
  let hi: number | null = null;
  for (const r of rows) {
    const n = Number(r.n);
    const depth1No = Number(r.depth1_no);
    if (depth1No !== 0) depth1.set(depth1No, (depth1.get(depth1No) ?? 0) + n);
    if (Number(r.head) !== 1) continue;
    totalCount += n;
    if (r.brand_no !== null) brands.set(Number(r.brand_no), (brands.get(Number(r.brand_no)) ?? 0) + n);
    lo = lo === null ? Number(r.lo) : Math.min(lo, Number(r.lo));
    hi = hi === null ? Number(r.hi) : Math.max(hi, Number(r.hi));
  }
  return summaryOf(totalCount, lo, hi, brands, depth1);
}

/**
 * Count, price range, brand facet and depth-1 category facet in one grouped read of the range.
 */
export async function keywordSearchPostingSummary(db: Kysely<ShopDb>, plan: TermPlan, criteria: SearchCriteria, tree: CategoryTree): Promise<SearchSummary> {
  const rows = await db.selectFrom('search_postings')
    .where(postingsWhere(plan, criteria, tree, isPostgres(db), 'matches'))
    .select((eb) => [
      'search_postings.brand_no', 'search_postings.depth1_no', 'search_postings.head',
      eb.fn.countAll<number>().as('n'), eb.fn.min('search_postings.price').as('lo'), eb.fn.max('search_postings.price').as('hi'),
    ])
    .groupBy(['search_postings.brand_no', 'search_postings.depth1_no', 'search_postings.head'])
    .execute();
  return summaryOfGroups(rows);
}

/** Whether any product has this term (correction asks before looking for a closer word). */
export async function termExists(db: Kysely<ShopDb>, term: string): Promise<boolean> {
  const row = await db.selectFrom('search_postings').select('product_no').where('term', '=', term).limit(1).executeTakeFirst();
  return row !== undefined;
}
