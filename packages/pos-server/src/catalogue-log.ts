// The compacted catalogue change log behind GET /api/pos/catalogue. Each product and barcode has one
// row holding its latest version and a sequence number taken from one counter; any change takes a
// new number, so "everything after cursor N" is one index range read however big the catalogue is.
import type { PosBarcodeRecord, PosCatalogueCategory, PosCatalogueItem, PosCatalogueOption, PosCatalogueProduct } from '@courtside/core/pos';
import type { Kysely } from 'kysely';
import type { PlatformCategory, PlatformProduct } from './platform';
import type { PosDb } from './schema';
import { sha256 } from './secrets';

export const productKey = (productNo: number): string => `p:${productNo}`;
export const barcodeKey = (barcode: string): string => `b:${barcode}`;

export type CategoryLabels = ReadonlyMap<number, PlatformCategory>;

export function categoryLabels(categories: readonly PlatformCategory[]): CategoryLabels {
  return new Map(categories.map((c) => [c.categoryNo, c]));
}

/** The platform's product as the counter sees it: the price a shopper pays, per option, and its display categories. */
export function toCatalogueProduct(p: PlatformProduct, labels: CategoryLabels = new Map()): PosCatalogueProduct {
  const unitPrice = p.salePrice - p.immediateDiscountAmt;
  const onSale = p.saleStatus === 'ONSALE';
  const options: PosCatalogueOption[] = p.options.map((o) => ({
    optionNo: o.optionNo,
    label: o.values.length > 0 ? o.values.join(' / ') : p.productName,
    price: unitPrice + o.addPrice,
    stockCnt: o.stockCnt,
    saleable: onSale && !o.forcedSoldOut,
  }));
  const categories: PosCatalogueCategory[] = (p.categoryNos ?? []).flatMap((no) => {
    const c = labels.get(no);
    return c ? [{ categoryNo: no, label: c.label, path: c.fullLabel }] : [];
  });
  return { productNo: p.productNo, name: p.productName, brandName: null, salePrice: unitPrice, imageUrl: null, onSale, options, categories };
}

/** Takes `count` consecutive sequence numbers; answers the first. Call inside a transaction. */
export async function takeSequence(db: Kysely<PosDb>, count: number): Promise<number> {
  await db.updateTable('pos_counters').set((eb) => ({ value: eb('value', '+', count) })).where('name', '=', 'catalogue_seq').execute();
  const row = await db.selectFrom('pos_counters').select('value').where('name', '=', 'catalogue_seq').executeTakeFirstOrThrow();
  return Number(row.value) - count + 1;
}

export interface LogItem {
  key: string;
  kind: 'product' | 'barcode';
  body: PosCatalogueProduct | PosBarcodeRecord | null;
  productNo: number | null;
  searchText: string | null;
}

export function productItem(product: PosCatalogueProduct): LogItem {
  return { key: productKey(product.productNo), kind: 'product', body: product, productNo: product.productNo, searchText: product.name.toLowerCase() };
}

export function removedProductItem(productNo: number): LogItem {
  return { key: productKey(productNo), kind: 'product', body: null, productNo, searchText: null };
}

export function barcodeItem(record: PosBarcodeRecord): LogItem {
  return { key: barcodeKey(record.barcode), kind: 'barcode', body: record, productNo: record.productNo, searchText: record.barcode };
}

export function removedBarcodeItem(barcode: string, productNo: number | null): LogItem {
  return { key: barcodeKey(barcode), kind: 'barcode', body: null, productNo, searchText: null };
}

// Bodies are built here in a fixed key order, so plain JSON is already canonical (and much cheaper
// than sorting keys for 100,000 products per sweep). A spurious difference would only resend an item.
export const itemHash = (item: LogItem): string => sha256(JSON.stringify(item.body));

/**
 * Writes items that differ from their stored version, each under a new sequence number. Answers how
 * many changed. Call inside a transaction so the numbers and the rows commit together.
 */
export async function writeLogItems(db: Kysely<PosDb>, items: readonly LogItem[], now: string): Promise<number> {
  if (items.length === 0) return 0;
  const stored = new Map<string, string>();
  for (let i = 0; i < items.length; i += 500) {
    const keys = items.slice(i, i + 500).map((it) => it.key);
    const rows = await db.selectFrom('pos_catalogue_items').select(['item_key', 'hash', 'removed']).where('item_key', 'in', keys).execute();
    for (const r of rows) stored.set(r.item_key, r.removed === 1 ? 'removed' : r.hash);
  }
  const changed: { it: LogItem; hash: string }[] = [];
  for (const it of items) {
    const before = stored.get(it.key);
    if (it.body === null) {
      if (before !== undefined && before !== 'removed') changed.push({ it, hash: '' });
      continue;
    }
    const hash = itemHash(it);
    if (before !== hash) changed.push({ it, hash });
  }
  if (changed.length === 0) return 0;
  let seq = await takeSequence(db, changed.length);
  for (let i = 0; i < changed.length; i += 400) {
    const rows = changed.slice(i, i + 400).map(({ it, hash }) => ({
      item_key: it.key,
      seq: seq++,
      kind: it.kind,
      hash,
      removed: it.body === null ? 1 : 0,
      body_json: it.body === null ? null : JSON.stringify(it.body),
      search_text: it.searchText,
      product_no: it.productNo,
      updated_at: now,
    }));
    await db
      .insertInto('pos_catalogue_items')
      .values(rows)
      .onConflict((oc) =>
        oc.column('item_key').doUpdateSet((eb) => ({
          seq: eb.ref('excluded.seq'),
          hash: eb.ref('excluded.hash'),
          removed: eb.ref('excluded.removed'),
          body_json: eb.ref('excluded.body_json'),
          search_text: eb.ref('excluded.search_text'),
          product_no: eb.ref('excluded.product_no'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
  return changed.length;
}

export function toFeedItem(row: { kind: string; item_key: string; removed: number; body_json: string | null; product_no: number | null }): PosCatalogueItem {
  if (row.kind === 'product') {
    if (row.removed === 1 || row.body_json === null) return { kind: 'product-removed', productNo: row.product_no ?? Number(row.item_key.slice(2)) };
    return { kind: 'product', product: JSON.parse(row.body_json) as PosCatalogueProduct };
  }
  if (row.removed === 1 || row.body_json === null) return { kind: 'barcode-removed', barcode: row.item_key.slice(2) };
  return { kind: 'barcode', barcode: JSON.parse(row.body_json) as PosBarcodeRecord };
}

/** The stored catalogue version of a product, or null. */
export async function storedProduct(db: Kysely<PosDb>, productNo: number): Promise<PosCatalogueProduct | null> {
  const row = await db.selectFrom('pos_catalogue_items').select(['body_json', 'removed']).where('item_key', '=', productKey(productNo)).executeTakeFirst();
  return row && row.removed === 0 && row.body_json ? (JSON.parse(row.body_json) as PosCatalogueProduct) : null;
}

/** The stored products of many numbers, read 500 at a time (removed and unknown ones left out). */
export async function storedProducts(db: Kysely<PosDb>, productNos: readonly number[]): Promise<PosCatalogueProduct[]> {
  const out: PosCatalogueProduct[] = [];
  for (let i = 0; i < productNos.length; i += 500) {
    const keys = productNos.slice(i, i + 500).map(productKey);
    const rows = await db.selectFrom('pos_catalogue_items').select(['body_json', 'removed']).where('item_key', 'in', keys).execute();
    for (const row of rows) if (row.removed === 0 && row.body_json) out.push(JSON.parse(row.body_json) as PosCatalogueProduct);
  }
  return out;
}
