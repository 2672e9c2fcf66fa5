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

/** Products read per statement when the log names them. */
const readBatch = 500;

/** The sort keys a several-word search with few matches may use, in their column order. */
const sortKeys = ['POPULAR', 'DISCOUNTED_PRICE', 'SALE_CNT', 'LIKE_CNT', 'REVIEW', 'MD_RECOMMEND', 'RECENT_PRODUCT'] as const satisfies readonly OrderBy[];
/** Where each sort key sits in copiedColumns' tuple. */
const copiedAt = { POPULAR: 5, DISCOUNTED_PRICE: 4, SALE_CNT: 6, LIKE_CNT: 7, REVIEW: 8, MD_RECOMMEND: 9, RECENT_PRODUCT: 10 } as const;
const noBrand = -1;

/**
 * The products' attributes, column by column in typed arrays (a slot per product): 100,000
 * products are a few megabytes the garbage collector never walks, where as many small objects
 * would be traced at every full collection.
 */
export class ProductAttributes {
  readonly slotOf = new Map<number, number>();
  /** 1 shown, 0 hidden, -1 no longer a product. */
  display = new Int8Array(0);
  status = new Uint8Array(0);
  sellable = new Uint8Array(0);
  brand = new Int32Array(0);
  price = new Float64Array(0);
  keys: Float64Array[] = sortKeys.map(() => new Float64Array(0));
  /** The first depth-1 category (0: none); products under several keep the rest in more. */
  depth1 = new Int32Array(0);
  readonly moreDepth1 = new Map<number, number[]>();
  readonly statusNames: string[] = [];
  private size = 0;

  statusCode(name: string): number {
    const at = this.statusNames.indexOf(name);
    return at >= 0 ? at : this.statusNames.push(name) - 1;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.display.length * 2);
    const widen = <T extends Int8Array | Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    this.display = widen(this.display, (n) => new Int8Array(n));
    this.status = widen(this.status, (n) => new Uint8Array(n));
    this.sellable = widen(this.sellable, (n) => new Uint8Array(n));
    this.brand = widen(this.brand, (n) => new Int32Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.keys = this.keys.map((k) => widen(k, (n) => new Float64Array(n)));
    this.depth1 = widen(this.depth1, (n) => new Int32Array(n));
  }

  set(productNo: number, copied: ReturnType<typeof copiedColumns>, depth1Nos: number[]): void {
    let slot = this.slotOf.get(productNo);
    if (slot === undefined) {
      if (this.size === this.display.length) this.grow();
      slot = this.size++;
      this.slotOf.set(productNo, slot);
    }
    const [display, saleStatus, sellable, brandNo, price] = copied;
    this.display[slot] = display === 1 ? 1 : 0;
    this.status[slot] = this.statusCode(saleStatus);
    this.sellable[slot] = sellable === 1 ? 1 : 0;
    this.brand[slot] = brandNo ?? noBrand;
    this.price[slot] = price;
    sortKeys.forEach((key, i) => ((this.keys[i] as Float64Array)[slot] = copied[copiedAt[key]] as number));
    this.depth1[slot] = depth1Nos[0] ?? 0;
    if (depth1Nos.length > 1) this.moreDepth1.set(slot, depth1Nos.slice(1));
    else this.moreDepth1.delete(slot);
  }

  remove(productNo: number): void {
    const slot = this.slotOf.get(productNo);
    if (slot !== undefined) this.display[slot] = -1;
  }

  clear(): void {
    this.slotOf.clear();
    this.moreDepth1.clear();
    this.size = 0;
    this.display.fill(0);
  }
}

export class ProductAttributeCache {
  private readonly attributes = new ProductAttributes();
  /** The last search_changes row applied; -1 before the first load. */
  private seq = -1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Kysely<ShopDb>) {}

  /** The attributes as of now: every change committed before the call has been applied. */
  current(): Promise<ProductAttributes> {
    const synced = this.queue.then(() => this.sync());
    this.queue = synced.catch(() => undefined);
    return synced.then(() => this.attributes);
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
      const found = await this.read(batch);
      for (const no of batch) if (!found.has(no)) this.attributes.remove(no);
    }
    this.seq = rows.reduce((max, r) => Math.max(max, r.seq), this.seq);
  }

  private async loadAll(): Promise<void> {
    // The log's end first: a change committed while the products are read is read again next time.
    const end = await this.db.selectFrom('search_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
    this.attributes.clear();
    await this.read(null);
    this.seq = end?.seq ?? 0;
  }

  /** Reads some products (or all) as the postings copy them; answers which were found. */
  private async read(productNos: number[] | null): Promise<Set<number>> {
    const [products, categories, tree] = await Promise.all([
      this.db.selectFrom('products').select(copiedSource).$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      this.db.selectFrom('product_categories').select(['product_no', 'category_no'])
        .$if(productNos !== null, (q) => q.where('product_no', 'in', productNos as number[])).execute(),
      loadCategoryTree(this.db),
    ]);
    const depth1 = depth1NosOf(categories, tree);
    for (const p of products as CopiedSourceRow[]) this.attributes.set(p.product_no, copiedColumns(p), depth1.get(p.product_no) ?? [0]);
    return new Set(products.map((p) => p.product_no));
  }
}

const caches = new WeakMap<Kysely<ShopDb>, ProductAttributeCache>();

/** The database's in-memory copy, made on first use (a full read: ~0.3 s at 100,000 products). */
export function productAttributes(db: Kysely<ShopDb>): ProductAttributeCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ProductAttributeCache(db)));
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
export function pageAndSummaryOfMatches(attributes: ProductAttributes, plan: TermPlan, criteria: SearchCriteria): { page: number[]; summary: SearchSummary } {
  const { slotOf, display, status, sellable, brand, price, depth1, moreDepth1 } = attributes;
  const allowed = saleStatuses[criteria.saleStatus];
  const statusOk = attributes.statusNames.map((name) => (allowed ? allowed.includes(name) : name !== 'PROHIBITION'));
  const brandNos = criteria.brandNos.length > 0 ? new Set(criteria.brandNos) : null;
  const include = criteria.includeProductNos.length > 0 ? new Set(criteria.includeProductNos) : null;
  const exclude = new Set(criteria.excludeProductNos);
  const keyAt = (sortKeys as readonly OrderBy[]).indexOf(criteria.orderBy);
  if (keyAt < 0) throw new Error(`${criteria.orderBy} is not a posting sort key`);
  const keys = attributes.keys[keyAt] as Float64Array;
  const brands = new Map<number, number>();
  const depth1Counts = new Map<number, number>();
  const count = (d: number) => depth1Counts.set(d, (depth1Counts.get(d) ?? 0) + 1);
  let lo: number | null = null;
  let hi: number | null = null;
  const found: Array<{ productNo: number; sellable: number; key: number }> = [];
  for (const productNo of plan.matches ?? []) {
    const slot = slotOf.get(productNo);
    if (slot === undefined || display[slot] !== 1 || !statusOk[status[slot] as number]) continue;
    if (!criteria.includeSoldOut && sellable[slot] !== 1) continue;
    const brandNo = brand[slot] as number;
    if (brandNos && !brandNos.has(brandNo)) continue;
    if ((include && !include.has(productNo)) || exclude.has(productNo)) continue;
    const p = price[slot] as number;
    if (criteria.discountedPrice && !priceMatches(p, criteria.discountedPrice)) continue;
    found.push({ productNo, sellable: sellable[slot] as number, key: keys[slot] as number });
    if (depth1[slot] !== 0) count(depth1[slot] as number);
    for (const d of moreDepth1.get(slot) ?? []) if (d !== 0) count(d);
    if (brandNo !== noBrand) brands.set(brandNo, (brands.get(brandNo) ?? 0) + 1);
    lo = lo === null ? p : Math.min(lo, p);
    hi = hi === null ? p : Math.max(hi, p);
  }
  const sign = criteria.direction === 'ASC' ? 1 : -1;
  const soldOutLast = criteria.soldOutLast && criteria.includeSoldOut;
  found.sort((x, y) => (soldOutLast ? y.sellable - x.sellable : 0) || sign * (x.key - y.key) || sign * (x.productNo - y.productNo));
  const from = (criteria.pageNumber - 1) * criteria.pageSize;
  return {
    page: found.slice(from, from + criteria.pageSize).map((f) => f.productNo),
    summary: summaryOf(found.length, lo, hi, brands, depth1Counts),
  };
}
