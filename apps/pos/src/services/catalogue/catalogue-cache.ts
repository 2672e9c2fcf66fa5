// The terminal's offline copy of what it sells, filled from the own server's catalogue delta feed
// (PosCataloguePage): products with their options (the sellable unit: price and stock) and barcodes.
// A scan is one indexed read by barcode; each page is applied in one transaction together with its
// cursor, so a half-applied page never shows and a restart resumes where it stopped.
import { sql } from 'kysely';
import { missingCaseError } from '@courtside/core/errors';
import { posStockDeltas, upgradePosSyncEntry } from '@courtside/core/pos';
import type { PosBarcodeRecord, PosCatalogueItem, PosCataloguePage, PosCatalogueProduct, PosSyncEntry } from '@courtside/core/pos';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';
import type { BarcodeItemRow, HotPaths } from '../db/hot-paths.ts';
import type { Transaction } from 'kysely';
import type { CatalogueItem } from '../../shared/schemas.ts';
import { createCatalogueSearch, indexCatalogueProducts } from './catalogue-search.ts';
import { putProductCategories, removeProductCategories } from './catalogue-grid.ts';

const CURSOR_KEY = 'catalogue_cursor';
const CHUNK = 150;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const escapeLike = (text: string): string => text.replace(/[%_\\]/g, (c) => `\\${c}`);

function itemQuery(db: TerminalDb) {
  return db
    .selectFrom('catalogue_options as o')
    .innerJoin('catalogue_products as p', 'p.product_no', 'o.product_no')
    .select(['p.product_no as productNo', 'o.option_no as optionNo', 'p.name as name', 'o.label as label', 'o.price as price', 'o.stock as stock']);
}

/** One sellable option with its product, as every read of the cache answers it. */
type ItemRow = BarcodeItemRow;

const optionNameOf = (row: ItemRow): string => (row.label === row.name ? '' : row.label);

async function withBarcodes(db: TerminalDb, rows: readonly ItemRow[]): Promise<CatalogueItem[]> {
  if (rows.length === 0) return [];
  const codes = await db
    .selectFrom('catalogue_barcodes')
    .select(['barcode', 'option_no'])
    .where('option_no', 'in', rows.map((row) => row.optionNo))
    .orderBy('barcode')
    .execute();
  const byOption = new Map<number, string[]>();
  for (const code of codes) byOption.set(code.option_no, [...(byOption.get(code.option_no) ?? []), code.barcode]);
  return rows.map((row) => ({
    productNo: row.productNo,
    optionNo: row.optionNo,
    name: row.name,
    optionName: optionNameOf(row),
    price: Number(row.price),
    stock: Number(row.stock),
    barcodes: byOption.get(row.optionNo) ?? [],
  }));
}

async function putProducts(trx: Transaction<TerminalDatabase>, products: readonly PosCatalogueProduct[]): Promise<void> {
  if (products.length === 0) return;
  const productNos = products.map((p) => p.productNo);
  for (const part of chunks(productNos, 500)) await trx.deleteFrom('catalogue_options').where('product_no', 'in', part).execute();
  for (const part of chunks(products, CHUNK)) {
    await trx
      .insertInto('catalogue_products')
      .values(part.map((p) => ({ product_no: p.productNo, name: p.name, brand_name: p.brandName, sale_price: p.salePrice, image_url: p.imageUrl, on_sale: p.onSale ? 1 : 0 })))
      .onConflict((oc) =>
        oc.column('product_no').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          brand_name: eb.ref('excluded.brand_name'),
          sale_price: eb.ref('excluded.sale_price'),
          image_url: eb.ref('excluded.image_url'),
          on_sale: eb.ref('excluded.on_sale'),
        })),
      )
      .execute();
  }
  const options = products.flatMap((p) =>
    p.options.map((o) => ({ option_no: o.optionNo, product_no: p.productNo, label: o.label, price: o.price, stock: o.stockCnt, saleable: o.saleable ? 1 : 0 })),
  );
  for (const part of chunks(options, CHUNK)) await trx.insertInto('catalogue_options').values(part).execute();
  await indexCatalogueProducts(trx, productNos);
  await reapplyPending(trx, new Set(options.map((o) => o.option_no)));
}

/**
 * The server's stock figure does not know this terminal's sales, refunds and movements still in the
 * outbox: put them back on top of it, so a refresh never makes sold goods reappear on the shelf.
 */
async function reapplyPending(trx: Transaction<TerminalDatabase>, optionNos: ReadonlySet<number>): Promise<void> {
  const pending = await trx.selectFrom('outbox').select('payload').where('settled_at', 'is', null).execute();
  if (pending.length === 0) return;
  const deltas = new Map<number, number>();
  for (const row of pending) {
    for (const d of posStockDeltas(upgradePosSyncEntry(JSON.parse(row.payload)) as PosSyncEntry)) {
      if (optionNos.has(d.optionNo)) deltas.set(d.optionNo, (deltas.get(d.optionNo) ?? 0) + d.delta);
    }
  }
  for (const [optionNo, delta] of deltas) {
    if (delta !== 0) await trx.updateTable('catalogue_options').set((eb) => ({ stock: eb('stock', '+', delta) })).where('option_no', '=', optionNo).execute();
  }
}

/**
 * Applies the items of one page. Products and barcodes are independent keys, so the page is first
 * folded to the last word on each key (a later item for the same key wins, as in feed order) and
 * then written in a few multi-row statements instead of one statement per item.
 */
async function applyItems(trx: Transaction<TerminalDatabase>, items: readonly PosCatalogueItem[]): Promise<void> {
  const products = new Map<number, PosCatalogueProduct | null>();
  const barcodes = new Map<string, PosBarcodeRecord | null>();
  for (const item of items) {
    switch (item.kind) {
      case 'product':
        products.set(item.product.productNo, item.product);
        break;
      case 'product-removed':
        products.set(item.productNo, null);
        break;
      case 'barcode':
        barcodes.set(item.barcode.barcode, item.barcode);
        break;
      case 'barcode-removed':
        barcodes.set(item.barcode, null);
        break;
      default:
        throw missingCaseError(item);
    }
  }
  const removedProducts = [...products].filter(([, p]) => p === null).map(([no]) => no);
  for (const part of chunks(removedProducts, 500)) {
    await trx.deleteFrom('catalogue_options').where('product_no', 'in', part).execute();
    await trx.deleteFrom('catalogue_products').where('product_no', 'in', part).execute();
  }
  await indexCatalogueProducts(trx, removedProducts);
  await removeProductCategories(trx, removedProducts);
  const keptProducts = [...products.values()].filter((p): p is PosCatalogueProduct => p !== null);
  await putProducts(trx, keptProducts);
  await putProductCategories(trx, keptProducts);
  const removedCodes = [...barcodes].filter(([, b]) => b === null).map(([code]) => code);
  for (const part of chunks(removedCodes, 500)) await trx.deleteFrom('catalogue_barcodes').where('barcode', 'in', part).execute();
  const kept = [...barcodes.values()].filter((b): b is PosBarcodeRecord => b !== null);
  for (const part of chunks(kept, CHUNK)) {
    await trx
      .insertInto('catalogue_barcodes')
      .values(part.map((b) => ({ barcode: b.barcode, product_no: b.productNo, option_no: b.optionNo, updated_at: b.updatedAt })))
      .onConflict((oc) =>
        oc.column('barcode').doUpdateSet((eb) => ({
          product_no: eb.ref('excluded.product_no'),
          option_no: eb.ref('excluded.option_no'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

export function createCatalogueCache(db: TerminalDb, hot: Pick<HotPaths, 'lookupBarcode'>) {
  const text = createCatalogueSearch(db);
  return {
    /** The sellable item a catalogue key (core's classifyScan) points at, or undefined: one prepared indexed read. */
    async lookupBarcode(catalogueKey: string): Promise<CatalogueItem | undefined> {
      const row = await hot.lookupBarcode(catalogueKey);
      if (!row) return undefined;
      return { productNo: row.productNo, optionNo: row.optionNo, name: row.name, optionName: optionNameOf(row), price: Number(row.price), stock: Number(row.stock), barcodes: [catalogueKey] };
    },

    async byOption(optionNo: number): Promise<CatalogueItem | undefined> {
      const row = await itemQuery(db).where('o.option_no', '=', optionNo).executeTakeFirst();
      return row ? (await withBarcodes(db, [row]))[0] : undefined;
    },

    async byProduct(productNo: number): Promise<CatalogueItem[]> {
      return withBarcodes(db, await itemQuery(db).where('p.product_no', '=', productNo).orderBy('o.option_no').execute());
    },

    async product(productNo: number) {
      return db.selectFrom('catalogue_products').selectAll().where('product_no', '=', productNo).executeTakeFirst();
    },

    /**
     * A product number / option number / barcode equal to the query, or else the platform's text
     * search (catalogue-search.ts): name, brand and option words, 초성, corrected misspellings.
     */
    async search(query: string, limit: number): Promise<CatalogueItem[]> {
      const words = query.trim();
      let q = itemQuery(db);
      if (/^\d+$/.test(words)) {
        const n = Number(words);
        q = q.where((eb) =>
          eb.or([
            eb('p.product_no', '=', n),
            eb('o.option_no', '=', n),
            eb('o.option_no', 'in', eb.selectFrom('catalogue_barcodes').select('option_no').where('barcode', '=', words)),
          ]),
        );
      } else {
        const { productNos } = await text.matchingProducts(words);
        if (productNos.length === 0) return [];
        q = q.where('p.product_no', 'in', productNos);
      }
      return withBarcodes(db, await q.orderBy('p.name').orderBy('o.option_no').limit(limit).execute());
    },

    async list(limit: number, offset = 0): Promise<CatalogueItem[]> {
      return withBarcodes(db, await itemQuery(db).orderBy('p.product_no', 'desc').orderBy('o.option_no').limit(limit).offset(offset).execute());
    },

    async searchBarcodes(prefix: string): Promise<{ barcode: string; optionNo: number }[]> {
      const like = `${escapeLike(prefix.trim())}%`;
      const rows = await db.selectFrom('catalogue_barcodes').select(['barcode', 'option_no']).where(sql<boolean>`barcode like ${like} escape '\\'`).orderBy('barcode').limit(50).execute();
      return rows.map((row) => ({ barcode: row.barcode, optionNo: row.option_no }));
    },

    async cursor(): Promise<string | null> {
      const row = await db.selectFrom('meta').select('value').where('key', '=', CURSOR_KEY).executeTakeFirst();
      return row?.value ?? null;
    },

    /** Applies one page of the delta feed and moves the cursor, all or nothing. */
    async applyPage(page: PosCataloguePage): Promise<number> {
      await db.transaction().execute(async (trx) => {
        await applyItems(trx, page.items);
        await trx
          .insertInto('meta')
          .values({ key: CURSOR_KEY, value: page.nextCursor })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: page.nextCursor }))
          .execute();
      });
      text.catalogueChanged();
      return page.items.length;
    },

    /** Applies items without touching the cursor (a product saved on this terminal, a test seed). */
    async applyItems(items: readonly PosCatalogueItem[]): Promise<void> {
      await db.transaction().execute((trx) => applyItems(trx, items));
      text.catalogueChanged();
    },

    async ownerOf(barcode: string): Promise<number | undefined> {
      const row = await db.selectFrom('catalogue_barcodes').select('option_no').where('barcode', '=', barcode).executeTakeFirst();
      return row?.option_no;
    },

    /** The highest in-store code under a prefix known here, so a locally generated one does not collide. */
    async maxInStoreCode(prefix: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('catalogue_barcodes')
        .select((eb) => eb.fn.max('barcode').as('max'))
        .where(sql<boolean>`barcode like ${`${prefix}%`}`)
        .where(sql<boolean>`length(barcode) = 13`)
        .executeTakeFirst();
      return row?.max ?? undefined;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
