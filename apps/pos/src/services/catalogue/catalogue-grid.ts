// The counter's product grid over the catalogue cache: tabs for the pinned favourites, every display
// category the feed named, and everything; one page of large tiles at a time (a page is two indexed
// reads however big the catalogue is). Kept apart from the cache's search so each can change alone.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { PosCatalogueProduct } from '@courtside/core/pos';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';
import type { GridItem, GridTab } from '../../shared/schemas.ts';

const CHUNK = 150;

/** Replaces the categories of the given products (inside the cache's page transaction). */
export async function putProductCategories(trx: Transaction<TerminalDatabase>, products: readonly PosCatalogueProduct[]): Promise<void> {
  await removeProductCategories(
    trx,
    products.map((p) => p.productNo),
  );
  const rows = products.flatMap((p) => (p.categories ?? []).map((c) => ({ product_no: p.productNo, category_no: c.categoryNo, label: c.label, path: c.path })));
  for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto('catalogue_product_categories').values(rows.slice(i, i + CHUNK)).onConflict((oc) => oc.doNothing()).execute();
}

export async function removeProductCategories(trx: Transaction<TerminalDatabase>, productNos: readonly number[]): Promise<void> {
  for (let i = 0; i < productNos.length; i += 500) await trx.deleteFrom('catalogue_product_categories').where('product_no', 'in', productNos.slice(i, i + 500)).execute();
}

/**
 * A category the shop keeps for trying things out ("[테스트] 신상품", "TEST"): shown to admins only —
 * a cashier selling from it would sell a product that is not for sale.
 */
export function isTestCategory(category: { readonly label: string; readonly path: string }): boolean {
  return /테스트|\btest\b/i.test(`${category.label} ${category.path}`);
}

export function createCatalogueGrid(db: TerminalDb) {
  function tiles(tab: GridTab) {
    let q = db
      .selectFrom('catalogue_options as o')
      .innerJoin('catalogue_products as p', 'p.product_no', 'o.product_no')
      .leftJoin('catalogue_favourites as f', 'f.option_no', 'o.option_no');
    if (tab.kind === 'favourites') q = q.where('f.option_no', 'is not', null);
    if (tab.kind === 'category') q = q.where('o.product_no', 'in', (eb) => eb.selectFrom('catalogue_product_categories').select('product_no').where('category_no', '=', tab.categoryNo));
    return q;
  }

  return {
    /** The category tabs: every category some cached product is listed under, with how many products. */
    async categories(): Promise<{ categoryNo: number; label: string; path: string; count: number }[]> {
      const rows = await db
        .selectFrom('catalogue_product_categories')
        .select((eb) => ['category_no', eb.fn.min('label').as('label'), eb.fn.min('path').as('path'), eb.fn.countAll<number>().as('count')])
        .groupBy('category_no')
        .orderBy(sql`min(path)`)
        .execute();
      return rows.map((r) => ({ categoryNo: r.category_no, label: String(r.label), path: String(r.path), count: Number(r.count) }));
    },

    async page(tab: GridTab, offset: number, limit: number): Promise<{ items: GridItem[]; total: number }> {
      let list = tiles(tab).select(['p.product_no as productNo', 'o.option_no as optionNo', 'p.name as name', 'o.label as label', 'o.price as price', 'o.stock as stock', 'o.saleable as saleable', 'p.on_sale as onSale', 'f.option_no as pinnedOption']);
      // A category (tens to hundreds of items) reads by name; everything reads in catalogue order,
      // which the option index already holds, so no page sorts the whole catalogue.
      if (tab.kind === 'favourites') list = list.orderBy('f.position').orderBy('o.option_no');
      else if (tab.kind === 'category') list = list.orderBy('p.name').orderBy('o.option_no');
      else list = list.orderBy('o.product_no').orderBy('o.option_no');
      const [rows, count] = await Promise.all([list.limit(limit).offset(offset).execute(), tiles(tab).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()]);
      return {
        total: Number(count?.n ?? 0),
        items: rows.map((r) => ({
          productNo: r.productNo,
          optionNo: r.optionNo,
          name: r.name,
          optionName: r.label === r.name ? '' : r.label,
          price: Number(r.price),
          stock: Number(r.stock),
          // Stopped on the platform, sold out by hand, or none left on the books.
          soldOut: r.saleable === 0 || r.onSale === 0 || Number(r.stock) <= 0,
          pinned: r.pinnedOption !== null,
        })),
      };
    },

    /** Pins an item to the 즐겨찾기 tab (at the end) or takes it off. */
    async pin(optionNo: number, pinned: boolean, at: string): Promise<void> {
      if (!pinned) {
        await db.deleteFrom('catalogue_favourites').where('option_no', '=', optionNo).execute();
        return;
      }
      await db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('catalogue_favourites').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
        await trx
          .insertInto('catalogue_favourites')
          .values({ option_no: optionNo, position: Number(last?.max ?? 0) + 1, pinned_at: at })
          .onConflict((oc) => oc.column('option_no').doNothing())
          .execute();
      });
    },
  };
}

export type CatalogueGrid = ReturnType<typeof createCatalogueGrid>;
