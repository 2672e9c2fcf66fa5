// What a several-word search reads of each match — display, sale status, stock, brand, price, sort
// keys and depth-1 categories, the columns the posting rows copy from the product — kept in memory
// on SQLite, so the page, count and facets of ~1,000 matches are worked out here instead of one
// posting lookup per match (the slowest searches' largest cost, issue 12). Any process may change
// a product: migration 0320's record logs which, in commit order, and every search first waits for
// this process's reader of that record (services/catalogue/changes: one indexed range read, empty
// most of the time, shared by concurrent requests), which reads those products again. The figures are the postings' own (search-index.ts copiedColumns,
// depth1NosOf), so both ways give the same page and summary (product-attributes.int.test.ts).
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../../db/schema.ts';
import { loadCategoryTree, type CategoryTree } from '../category-tree.ts';
import { CatalogueFeed, catalogueFeed, type CatalogueChanges, type CatalogueFollower } from '../changes/index.ts';
import { copiedColumns, copiedSource, depth1NosOf, type CopiedSourceRow } from './search-postings.ts';
import { saleStatuses, summaryOf, type TermPlan } from './keyword-search.ts';
import type { OrderBy, SearchCriteria, SearchSummary } from './search.ts';

/** Products read per statement when the log names them. */
const readBatch = 500;

/** The sort keys a several-word search with few matches may use, in their column order. */
const sortKeys = ['POPULAR', 'DISCOUNTED_PRICE', 'SALE_CNT', 'LIKE_CNT', 'REVIEW', 'MD_RECOMMEND', 'RECENT_PRODUCT'] as const satisfies readonly OrderBy[];
/** Where each sort key sits in copiedColumns' tuple. */
const copiedAt = { POPULAR: 5, DISCOUNTED_PRICE: 4, SALE_CNT: 6, LIKE_CNT: 7, REVIEW: 8, MD_RECOMMEND: 9, RECENT_PRODUCT: 10 } as const;

/** Small numbers for the few distinct values of a column (statuses, brands, depth-1 categories). */
class Codes<T> {
  readonly values: T[] = [];
  private readonly index = new Map<T, number>();

  of(value: T): number {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.index.set(value, code);
    }
    return code;
  }
}

/** A product's fields in ProductAttributes.record, side by side. */
const [DISPLAY, STATUS, SELLABLE, BRAND, DEPTH1, PRICE, KEYS] = [0, 1, 2, 3, 4, 5, 6];
const stride = KEYS + 7;

/**
 * The products' attributes in one typed array, a record per product: 100,000 products are ten
 * megabytes the garbage collector never walks, and checking a match reads one record (104 bytes)
 * rather than a cache line in each of a dozen columns. Statuses, brands and depth-1 categories are
 * small codes, so the facets count into arrays.
 */
export class ProductAttributes {
  readonly slotOf = new Map<number, number>();
  /**
   * Per slot: display (1 shown, 0 hidden, -1 no longer a product), status code, sellable, brand
   * code (-1: none), first depth-1 category's code (-1: none), price, then the sort keys.
   */
  record = new Float64Array(0);
  /** Products under several depth-1 categories: the other categories' codes. */
  readonly moreDepth1 = new Map<number, number[]>();
  readonly statuses = new Codes<string>();
  readonly brands = new Codes<number>();
  readonly depth1Nos = new Codes<number>();
  private size = 0;

  set(productNo: number, copied: ReturnType<typeof copiedColumns>, depth1Nos: number[]): void {
    let slot = this.slotOf.get(productNo);
    if (slot === undefined) {
      if ((this.size + 1) * stride > this.record.length) {
        const grown = new Float64Array(Math.max(1024, this.size * 2) * stride);
        grown.set(this.record);
        this.record = grown;
      }
      slot = this.size++;
      this.slotOf.set(productNo, slot);
    }
    const [display, saleStatus, sellable, brandNo, price] = copied;
    const codes = depth1Nos.filter((d) => d !== 0).map((d) => this.depth1Nos.of(d));
    const r = slot * stride;
    this.record[r + DISPLAY] = display === 1 ? 1 : 0;
    this.record[r + STATUS] = this.statuses.of(saleStatus);
    this.record[r + SELLABLE] = sellable === 1 ? 1 : 0;
    this.record[r + BRAND] = brandNo === null ? -1 : this.brands.of(brandNo);
    this.record[r + DEPTH1] = codes[0] ?? -1;
    this.record[r + PRICE] = price;
    sortKeys.forEach((key, i) => (this.record[r + KEYS + i] = copied[copiedAt[key]] as number));
    if (codes.length > 1) this.moreDepth1.set(slot, codes.slice(1));
    else this.moreDepth1.delete(slot);
  }

  remove(productNo: number): void {
    const slot = this.slotOf.get(productNo);
    if (slot !== undefined) this.record[slot * stride + DISPLAY] = -1;
  }

  clear(): void {
    this.slotOf.clear();
    this.moreDepth1.clear();
    this.size = 0;
  }
}

export class ProductAttributeCache implements CatalogueFollower {
  private readonly attributes = new ProductAttributes();
  /**
   * The category tree, read once per full load and kept: the postings' depth-1 categories were
   * worked out with the tree as it was when they were indexed; a category change reloads all.
   */
  private tree: Promise<CategoryTree> | null = null;
  private readonly feed: CatalogueFeed;

  constructor(private readonly db: Kysely<ShopDb>, feed?: CatalogueFeed) {
    this.feed = feed ?? new CatalogueFeed(db);
    this.feed.follow(this);
  }

  /** The attributes as of now: every change committed before the call has been applied. */
  async current(): Promise<ProductAttributes> {
    await this.feed.caughtUp();
    return this.attributes;
  }

  async reload(): Promise<void> {
    this.tree = null;
    this.attributes.clear();
    await this.read(null);
  }

  async apply(changes: CatalogueChanges): Promise<void> {
    if (changes.categoryNos.length > 0) return this.reload();
    const productNos = changes.productNos;
    for (let i = 0; i < productNos.length; i += readBatch) {
      const batch = productNos.slice(i, i + readBatch);
      const found = await this.read(batch);
      for (const no of batch) if (!found.has(no)) this.attributes.remove(no);
    }
  }

  /** Reads some products (or all) as the postings copy them; answers which were found. */
  private async read(productNos: number[] | null): Promise<Set<number>> {
    const [products, categories, tree] = await Promise.all([
      this.db.selectFrom('products').select(copiedSource).$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      this.db.selectFrom('product_categories').select(['product_no', 'category_no'])
        .$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      (this.tree ??= loadCategoryTree(this.db).catch((error: unknown) => {
        this.tree = null;
        throw error;
      })),
    ]);
    const depth1 = depth1NosOf(categories, tree);
    for (const p of products as CopiedSourceRow[]) this.attributes.set(p.product_no, copiedColumns(p), depth1.get(p.product_no) ?? []);
    return new Set(products.map((p) => p.product_no));
  }
}

const caches = new WeakMap<Kysely<ShopDb>, ProductAttributeCache>();

/** The database's in-memory copy, made on first use (a full read: ~0.3 s at 100,000 products). */
export function productAttributes(db: Kysely<ShopDb>): ProductAttributeCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductAttributeCache(db, catalogueFeed(db))));
  return cache;
}

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
interface Found {
  productNo: number;
  sellable: number;
  key: number;
}

/**
 * The first `wanted` items in order. A page of 30 out of ~1,000 matches keeps a short ordered list
 * as it goes (about one comparison per item) instead of sorting them all.
 */
function firstInOrder<T>(items: T[], wanted: number, order: (x: T, y: T) => number): T[] {
  if (wanted * 8 >= items.length) return items.sort(order).slice(0, wanted);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === wanted && order(item, kept[wanted - 1] as T) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(kept[mid] as T, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, item);
    if (kept.length > wanted) kept.pop();
  }
  return kept;
}

export function pageAndSummaryOfMatches(attributes: ProductAttributes, plan: TermPlan, criteria: SearchCriteria): { page: number[]; summary: SearchSummary } {
  const { slotOf, record, moreDepth1 } = attributes;
  const allowed = saleStatuses[criteria.saleStatus];
  const statusOk = attributes.statuses.values.map((name) => (allowed ? allowed.includes(name) : name !== 'PROHIBITION'));
  const brandOk = criteria.brandNos.length > 0 ? attributes.brands.values.map((no) => criteria.brandNos.includes(no)) : null;
  const include = criteria.includeProductNos.length > 0 ? new Set(criteria.includeProductNos) : null;
  const exclude = criteria.excludeProductNos.length > 0 ? new Set(criteria.excludeProductNos) : null;
  const keyAt = (sortKeys as readonly OrderBy[]).indexOf(criteria.orderBy);
  if (keyAt < 0) throw new Error(`${criteria.orderBy} is not a posting sort key`);
  const soldOutToo = criteria.includeSoldOut;
  const brandCounts = new Int32Array(attributes.brands.values.length);
  const depth1Counts = new Int32Array(attributes.depth1Nos.values.length);
  let lo = Infinity;
  let hi = -Infinity;
  const found: Found[] = [];
  for (const productNo of plan.matches ?? []) {
    const slot = slotOf.get(productNo);
    if (slot === undefined) continue;
    const r = slot * stride;
    if (record[r + DISPLAY] !== 1 || !statusOk[record[r + STATUS] as number]) continue;
    const sellable = record[r + SELLABLE] as number;
    if (!soldOutToo && sellable !== 1) continue;
    const brand = record[r + BRAND] as number;
    if (brandOk && (brand < 0 || !brandOk[brand])) continue;
    if ((include && !include.has(productNo)) || exclude?.has(productNo)) continue;
    const p = record[r + PRICE] as number;
    if (criteria.discountedPrice && !priceMatches(p, criteria.discountedPrice)) continue;
    found.push({ productNo, sellable, key: record[r + KEYS + keyAt] as number });
    const d = record[r + DEPTH1] as number;
    if (d >= 0) depth1Counts[d] = (depth1Counts[d] as number) + 1;
    const more = moreDepth1.size > 0 ? moreDepth1.get(slot) : undefined;
    if (more) for (const m of more) depth1Counts[m] = (depth1Counts[m] as number) + 1;
    if (brand >= 0) brandCounts[brand] = (brandCounts[brand] as number) + 1;
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  const sign = criteria.direction === 'ASC' ? 1 : -1;
  const soldOutLast = criteria.soldOutLast && criteria.includeSoldOut;
  const order = (x: Found, y: Found) => (soldOutLast ? y.sellable - x.sellable : 0) || sign * (x.key - y.key) || sign * (x.productNo - y.productNo);
  const from = (criteria.pageNumber - 1) * criteria.pageSize;
  const counted = (codes: Codes<number>, counts: Int32Array) => new Map(codes.values.flatMap((no, code) => (counts[code] ? [[no, counts[code] as number] as const] : [])));
  return {
    page: firstInOrder(found, from + criteria.pageSize, order).slice(from).map((f) => f.productNo),
    summary: summaryOf(found.length, found.length > 0 ? lo : null, found.length > 0 ? hi : null, counted(attributes.brands, brandCounts), counted(attributes.depth1Nos, depth1Counts)),
  };
}
