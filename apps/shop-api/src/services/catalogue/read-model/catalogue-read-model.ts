// The catalogue's hot reads kept in memory (issue 31): per product its rows (product, options,
// inputs), categories and inquiry count — from which the list card, the catalogue product that
// carts and order sheets price, and the anonymous detail reply are built once and kept — plus the
// whole category tree and every brand. Kept in step through the catalogue change record
// (changes/, migration 0320): every read first waits for this process's reader of that record, so
// whatever any process or instance committed before the request began is applied; a changed
// product is dropped and read again when next asked for.
//
// Products are kept as they are asked for, up to `maxProducts` (the oldest read go first): a shop's
// shoppers look at a small part of a large catalogue most of the time, and the rest costs one
// batched read per page that names it. The tree and the brands are read whole (tens of rows).
import type { Kysely, Selectable } from 'kysely';
import type { BrandTable, ShopDb } from '../../../db/schema.ts';
import { productOf, readProductSources, readProductsThrough, type ProductReader, type ProductSource } from '../catalogue.ts';
import type { CatalogueProduct } from '../catalogue-types.ts';
import { loadCategoryTree, type CategoryTree } from '../category-tree.ts';
import { catalogueFeed, type CatalogueChanges, type CatalogueFeed, type CatalogueFollower } from '../changes/index.ts';

export interface ProductEntry extends ProductSource {
  /** The product's categories, ascending. */
  categoryNos: number[];
  /** Inquiries shown on the product (not deleted, not answers). */
  inquiryCnt: number;
  /** What was built from the rows for one base URL (list cards, the catalogue product, replies). */
  built: Map<string, unknown>;
}

export type BrandRow = Selectable<BrandTable>;

/** Products kept at most, by default. */
export const defaultMaxProducts = 50_000;

export class CatalogueReadModel implements CatalogueFollower, ProductReader {
  private readonly entries = new Map<number, ProductEntry>();
  /** Reads in flight per product: a change applied meanwhile marks them stale (not kept). */
  private readonly loading = new Map<number, { stale: boolean }>();
  private categoryTree: CategoryTree | null = null;
  /** What was built from the tree and the brands (replies of the category routes), until they change. */
  private treeBuilt = new Map<string, unknown>();
  private brandRows = new Map<number, BrandRow>();
  private readonly feed: CatalogueFeed;

  constructor(private readonly db: Kysely<ShopDb>, private readonly maxProducts = defaultMaxProducts, feed?: CatalogueFeed) {
    this.feed = feed ?? catalogueFeed(db);
    this.feed.follow(this);
  }

  /** Serves `loadProductsWithOptions` on this handle from here. */
  serveProductReads(): this {
    readProductsThrough(this.db, this);
    return this;
  }

  stop(): void {
    readProductsThrough(this.db, null);
  }

  async reload(): Promise<void> {
    for (const pending of this.loading.values()) pending.stale = true;
    this.entries.clear();
    const [tree, brands] = await Promise.all([loadCategoryTree(this.db), this.db.selectFrom('brands').selectAll().execute()]);
    this.categoryTree = tree;
    this.brandRows = new Map(brands.map((b) => [b.brand_no, b]));
    this.treeBuilt = new Map();
  }

  async apply(changes: CatalogueChanges): Promise<void> {
    // A brand's name is part of its products' rows, and categories of their replies; both are few
    // and rarely change: read everything again.
    if (changes.brandNos.length > 0 || changes.categoryNos.length > 0) return this.reload();
    for (const no of changes.productNos) {
      this.entries.delete(no);
      const pending = this.loading.get(no);
      if (pending) pending.stale = true;
    }
  }

  /** Every change committed before the call applied; then the tree and brands are current. */
  async current(): Promise<void> {
    await this.feed.caughtUp();
  }

  tree(): CategoryTree {
    if (!this.categoryTree) throw new Error('read model used before current()');
    return this.categoryTree;
  }

  /** What `build` makes of the current tree (a route's reply), made once per tree and kept until it changes. */
  builtFromTree<T>(what: string, build: (tree: CategoryTree) => T): T {
    const tree = this.tree();
    let value = this.treeBuilt.get(what) as T | undefined;
    if (value === undefined) {
      value = build(tree);
      this.treeBuilt.set(what, value);
    }
    return value;
  }

  brand(brandNo: number): BrandRow | undefined {
    return this.brandRows.get(brandNo);
  }

  /** The products' entries (those that exist), as of the call. */
  async productEntries(productNos: readonly number[]): Promise<Map<number, ProductEntry>> {
    await this.current();
    const found = new Map<number, ProductEntry>();
    const missing: number[] = [];
    for (const no of productNos) {
      const entry = this.entries.get(no);
      if (entry) found.set(no, entry);
      else missing.push(no);
    }
    if (missing.length > 0) {
      for (const [no, entry] of await this.read(missing)) found.set(no, entry);
    }
    return found;
  }

  async products(productNos: readonly number[], baseUrl: string): Promise<Map<number, CatalogueProduct>> {
    const result = new Map<number, CatalogueProduct>();
    for (const [no, entry] of await this.productEntries(productNos)) result.set(no, builtFor(entry, baseUrl, 'product', () => productOf(entry, baseUrl)));
    return result;
  }

  /** Products kept now (tests and the bench read it). */
  get size(): number {
    return this.entries.size;
  }

  private async read(productNos: number[]): Promise<Map<number, ProductEntry>> {
    const marks = productNos.map((no) => {
      const mark = { stale: false };
      this.loading.set(no, mark);
      return [no, mark] as const;
    });
    try {
      const [sources, categories, inquiries] = await Promise.all([
        readProductSources(this.db, productNos),
        this.db.selectFrom('product_categories').select(['product_no', 'category_no']).where('product_no', 'in', productNos).orderBy('category_no').execute(),
        this.db.selectFrom('inquiries').select((eb) => ['product_no', eb.fn.countAll<number>().as('n')])
          .where('product_no', 'in', productNos).where('deleted', '=', 0).where('parent_inquiry_no', 'is', null).groupBy('product_no').execute(),
      ]);
      const categoryNos = new Map<number, number[]>();
      for (const c of categories) (categoryNos.get(c.product_no) ?? categoryNos.set(c.product_no, []).get(c.product_no))?.push(c.category_no);
      const inquiryCnt = new Map(inquiries.map((r) => [r.product_no, Number(r.n)]));
      const result = new Map<number, ProductEntry>();
      for (const [no, mark] of marks) {
        const source = sources.get(no);
        if (!source) continue;
        const entry: ProductEntry = { ...source, categoryNos: categoryNos.get(no) ?? [], inquiryCnt: inquiryCnt.get(no) ?? 0, built: new Map() };
        result.set(no, entry);
        // Changed while it was read: answer this request with it (it began before the change
        // committed), but do not keep it.
        if (mark.stale) continue;
        this.entries.set(no, entry);
      }
      while (this.entries.size > this.maxProducts) this.entries.delete(this.entries.keys().next().value as number);
      return result;
    } finally {
      for (const [no, mark] of marks) if (this.loading.get(no) === mark) this.loading.delete(no);
    }
  }
}

/** What `build` makes of the entry for this base URL and purpose, made once and kept with the entry. */
export function builtFor<T>(entry: ProductEntry, baseUrl: string, what: string, build: () => T): T {
  const key = `${what}\u0000${baseUrl}`;
  let value = entry.built.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    entry.built.set(key, value);
  }
  return value;
}

const models = new WeakMap<Kysely<ShopDb>, CatalogueReadModel>();

/** The server handle's read model, if the server made one (server.ts). */
export function catalogueReadModel(db: Kysely<ShopDb>): CatalogueReadModel | null {
  return models.get(db) ?? null;
}

/**
 * The category tree as of this call: from the handle's read model (no read once it is current), or
 * read whole from the database when the handle has none (a transaction, a tool).
 */
export async function currentCategoryTree(db: Kysely<ShopDb>): Promise<CategoryTree> {
  const model = models.get(db);
  if (!model) return loadCategoryTree(db);
  await model.current();
  return model.tree();
}

/**
 * What `build` makes of the current category tree, kept with the read model until the tree changes
 * (a route's whole reply, serialised once); built afresh on a handle without one.
 */
export async function builtFromCategoryTree<T>(db: Kysely<ShopDb>, what: string, build: (tree: CategoryTree) => T): Promise<T> {
  const model = models.get(db);
  if (!model) return build(await loadCategoryTree(db));
  await model.current();
  return model.builtFromTree(what, build);
}

/** Makes the handle's read model and serves product reads from it. */
export function startCatalogueReadModel(db: Kysely<ShopDb>, maxProducts = defaultMaxProducts): CatalogueReadModel {
  const model = new CatalogueReadModel(db, maxProducts).serveProductReads();
  models.set(db, model);
  return model;
}
