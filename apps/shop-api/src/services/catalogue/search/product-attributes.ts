// What a several-word search reads of each match — display, sale status, stock, brand, price, sort
// keys and depth-1 categories, the columns the posting rows copy from the product — kept in memory
// on SQLite, so the page, count and facets of ~1,000 matches are worked out here instead of one
// posting lookup per match (the slowest searches' largest cost, issue 12). Any process may change
// a product: migration 0310's triggers log which, in commit order, and every search first reads the
// log past the last row this copy applied (one indexed range read, empty most of the time), then
// reads those products again. The figures are the postings' own (search-index.ts copiedColumns,
// depth1NosOf), so both ways give the same page and summary (search-index.int.test.ts).
import { sql, type Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { loadCategoryTree } from '../category-tree.ts';
import { copiedColumns, copiedSource, depth1NosOf, type CopiedSourceRow } from './search-index.ts';
import { saleStatuses, summaryOf, type TermPlan } from './keyword-search.ts';
import type { OrderBy, SearchCriteria, SearchSummary } from './search.ts';

/** A product's posting columns after head (copiedColumns) and its depth-1 categories ([0]: none). */
export interface ProductAttributes {
  copied: ReturnType<typeof copiedColumns>;
  depth1Nos: number[];
}

/** Products read per statement when the log names them. */
const readBatch = 500;

export class ProductAttributeCache {
  private readonly byProduct = new Map<number, ProductAttributes>();
  /** The last search_changes row applied; -1 before the first load. */
  private seq = -1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Kysely<ShopDb>) {}

  /** The attributes as of now: every change committed before the call has been applied. */
  current(): Promise<ReadonlyMap<number, ProductAttributes>> {
    const synced = this.queue.then(() => this.sync());
    this.queue = synced.catch(() => undefined);
    return synced.then(() => this.byProduct);
  }

  private async sync(): Promise<void> {
    if (this.seq < 0) return this.loadAll();
    const { rows } = await sql<{ seq: number; product_no: number }>`
      select seq, product_no from search_changes where seq > ${this.seq}
      union all select -1, value from search_meta where key = 'search_changes_floor' and value > ${this.seq}`.execute(this.db);
    if (rows.length === 0) return;
    // Further behind than the log keeps: everything again.
    if (rows.some((r) => r.seq === -1)) return this.loadAll();
    const productNos = [...new Set(rows.map((r) => r.product_no))];
    for (let i = 0; i < productNos.length; i += readBatch) {
      const batch = productNos.slice(i, i + readBatch);
      const fresh = await this.read(batch);
      for (const no of batch) {
        const attributes = fresh.get(no);
        if (attributes) this.byProduct.set(no, attributes);
        else this.byProduct.delete(no);
      }
    }
    this.seq = Math.max(this.seq, ...rows.map((r) => r.seq));
  }

  private async loadAll(): Promise<void> {
    // The log's end first: a change committed while the products are read is read again next time.
    const end = await this.db.selectFrom('search_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
    const all = await this.read(null);
    this.byProduct.clear();
    for (const [no, attributes] of all) this.byProduct.set(no, attributes);
    this.seq = end?.seq ?? 0;
  }

  /** Some products (or all) as the postings copy them. */
  private async read(productNos: number[] | null): Promise<Map<number, ProductAttributes>> {
    const [products, categories, tree] = await Promise.all([
      this.db.selectFrom('products').select(copiedSource).$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      this.db.selectFrom('product_categories').select(['product_no', 'category_no'])
        .$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      loadCategoryTree(this.db),
    ]);
    const depth1 = depth1NosOf(categories, tree);
    return new Map(products.map((p: CopiedSourceRow) => [p.product_no, { copied: copiedColumns(p), depth1Nos: depth1.get(p.product_no) ?? [0] }]));
  }
}

const caches = new WeakMap<Kysely<ShopDb>, ProductAttributeCache>();

/** The database's in-memory copy, made on first use (a full read: ~0.3 s at 100,000 products). */
export function productAttributes(db: Kysely<ShopDb>): ProductAttributeCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductAttributeCache(db)));
  return cache;
}

/** Where each sort key sits in ProductAttributes.copied (the sale-period sorts never come here). */
const sortKeyAt: Partial<Record<OrderBy, number>> = { POPULAR: 5, DISCOUNTED_PRICE: 4, SALE_CNT: 6, LIKE_CNT: 7, REVIEW: 8, MD_RECOMMEND: 9, RECENT_PRODUCT: 10 };

function priceMatches(price: number, filter: NonNullable<SearchCriteria['discountedPrice']>): boolean {
  const [a, b] = filter.values;
  if (a === undefined) return true;
  switch (filter.comparison) {
    case 'GT': return price > a;
    case 'GTE': return price >= a;
    case 'LT': return price < a;
    case 'LTE': return price <= a;
    case 'EQ': return price === a;
    case 'BETWEEN': return price >= a && price <= (b ?? a);
  }
}

/**
 * The page and summary of a several-word search whose matches are few (keyword-search.ts
 * readsMatchesOnce), from the in-memory attributes: the same filters, order and figures as
 * keywordSearchPageAndSummary's statement over the postings.
 */
export function pageAndSummaryOfMatches(byProduct: ReadonlyMap<number, ProductAttributes>, plan: TermPlan, criteria: SearchCriteria): { page: number[]; summary: SearchSummary } {
  const statuses = saleStatuses[criteria.saleStatus];
  const brandNos = criteria.brandNos.length > 0 ? new Set(criteria.brandNos) : null;
  const include = criteria.includeProductNos.length > 0 ? new Set(criteria.includeProductNos) : null;
  const exclude = new Set(criteria.excludeProductNos);
  const keyAt = sortKeyAt[criteria.orderBy];
  if (keyAt === undefined) throw new Error(`${criteria.orderBy} is not a posting sort key`);
  const brands = new Map<number, number>();
  const depth1 = new Map<number, number>();
  let lo: number | null = null;
  let hi: number | null = null;
  const found: Array<{ productNo: number; sellable: number; key: number }> = [];
  for (const productNo of plan.matches ?? []) {
    const a = byProduct.get(productNo);
    if (!a) continue;
    const [display, saleStatus, sellable, brandNo, price] = a.copied;
    if (display !== 1) continue;
    if (statuses ? !statuses.includes(saleStatus) : saleStatus === 'PROHIBITION') continue;
    if (!criteria.includeSoldOut && sellable !== 1) continue;
    if (brandNos && (brandNo === null || !brandNos.has(brandNo))) continue;
    if ((include && !include.has(productNo)) || exclude.has(productNo)) continue;
    if (criteria.discountedPrice && !priceMatches(price, criteria.discountedPrice)) continue;
    found.push({ productNo, sellable, key: a.copied[keyAt] as number });
    for (const d of a.depth1Nos) if (d !== 0) depth1.set(d, (depth1.get(d) ?? 0) + 1);
    if (brandNo !== null) brands.set(brandNo, (brands.get(brandNo) ?? 0) + 1);
    lo = lo === null ? price : Math.min(lo, price);
    hi = hi === null ? price : Math.max(hi, price);
  }
  const sign = criteria.direction === 'ASC' ? 1 : -1;
  const soldOutLast = criteria.soldOutLast && criteria.includeSoldOut;
  found.sort((x, y) => (soldOutLast ? y.sellable - x.sellable : 0) || sign * (x.key - y.key) || sign * (x.productNo - y.productNo));
  const from = (criteria.pageNumber - 1) * criteria.pageSize;
  return {
    page: found.slice(from, from + criteria.pageSize).map((f) => f.productNo),
    summary: summaryOf(found.length, lo, hi, brands, depth1),
  };
}
