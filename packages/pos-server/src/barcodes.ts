// Barcodes are the shop's own data: a scanned or generated code mapped to a product option. GTINs
// must carry a valid GS1 check digit (core's scan rules); in-store EAN-13 codes (prefix 20–29) are
// numbered per prefix by the server. Every change is written to the catalogue log in the same
// transaction, so terminals learn it from the next delta.
import {
  classifyScan,
  inStoreEan13,
  MAX_IN_STORE_SEQUENCE,
  type PosBarcodeRecord,
  type PosBarcodeRegisterRequest,
} from '@courtside/core';
import type { Kysely, Selectable } from 'kysely';
import type { LogItem } from './catalogue-log';
import type { PlatformProduct } from './platform';
import { barcodeItem, removedBarcodeItem, storedProduct, writeLogItems } from './catalogue-log';
import type { PosDeps } from './deps';
import { posError } from './errors';
import { isPlatformError } from './platform';
import type { PosBarcodeTable, PosDb } from './schema';

const SYMBOLOGY: Readonly<Record<string, PosBarcodeRecord['symbology']>> = { EAN13: 'ean13', EAN8: 'ean8', UPCA: 'upca', CODE128: 'code128' };

export function toBarcodeRecord(row: Selectable<PosBarcodeTable>): PosBarcodeRecord {
  return {
    barcode: row.barcode,
    symbology: (SYMBOLOGY[row.symbology] ?? row.symbology) as PosBarcodeRecord['symbology'],
    productNo: row.product_no,
    optionNo: row.option_no,
    inStore: row.in_store === 1,
    updatedAt: row.updated_at,
  };
}

/** The catalogue key of a scanned code, or POS_BARCODE_INVALID with the scanner's Korean reason. */
export function normaliseBarcode(raw: string): { key: string; symbology: string; inStore: boolean } {
  const c = classifyScan(raw);
  if (!c.ok) throw posError('POS_BARCODE_INVALID', c.error.message);
  return { key: c.value.catalogueKey, symbology: c.value.symbology, inStore: c.value.inStore };
}

/** The product must exist with that option: the log knows most; the platform answers the rest. */
async function assertOption(deps: PosDeps, productNo: number, optionNo: number): Promise<void> {
  const known = await storedProduct(deps.db, productNo);
  let optionNos = known?.options.map((o) => o.optionNo);
  if (!optionNos?.includes(optionNo)) {
    try {
      optionNos = (await deps.platform.getProduct(productNo)).options.map((o) => o.optionNo);
    } catch (error) {
      if (isPlatformError(error) && error.status === 404) throw posError('POS_PRODUCT_NOT_FOUND');
      throw posError('POS_PLATFORM_UNAVAILABLE');
    }
  }
  if (!optionNos.includes(optionNo)) throw posError('POS_OPTION_NOT_FOUND');
}

async function nextInStoreCode(db: Kysely<PosDb>, prefix: number): Promise<string> {
  const name = `in_store_seq:${prefix}`;
  const row = await db.selectFrom('pos_counters').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) await db.insertInto('pos_counters').values({ name, value: 0 }).execute();
  for (;;) {
    await db.updateTable('pos_counters').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', name).execute();
    const { value } = await db.selectFrom('pos_counters').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    const seq = Number(value);
    if (seq > MAX_IN_STORE_SEQUENCE) throw posError('POS_IN_STORE_EXHAUSTED');
    const code = inStoreEan13(prefix, seq);
    // A code typed in by hand earlier may already hold this number; skip it.
    const taken = await db.selectFrom('pos_barcodes').select('barcode').where('barcode', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export async function registerBarcode(deps: PosDeps, request: PosBarcodeRegisterRequest): Promise<PosBarcodeRecord> {
  await assertOption(deps, request.productNo, request.optionNo);
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    let key: string;
    let symbology: string;
    let inStore: boolean;
    if ('generate' in request) {
      key = await nextInStoreCode(trx, request.generate.prefix);
      symbology = 'EAN13';
      inStore = true;
    } else {
      ({ key, symbology, inStore } = normaliseBarcode(request.barcode));
    }
    const existing = await trx.selectFrom('pos_barcodes').selectAll().where('barcode', '=', key).executeTakeFirst();
    if (existing) {
      // Registering the same code for the same option again is harmless (a double scan).
      if (existing.product_no === request.productNo && existing.option_no === request.optionNo) return toBarcodeRecord(existing);
      throw posError('POS_BARCODE_TAKEN');
    }
    const row = { barcode: key, symbology, product_no: request.productNo, option_no: request.optionNo, in_store: inStore ? 1 : 0, created_at: now, updated_at: now };
    await trx.insertInto('pos_barcodes').values(row).execute();
    const record = toBarcodeRecord(row);
    await writeLogItems(trx, [barcodeItem(record)], now);
    return record;
  });
}

export async function findBarcode(deps: PosDeps, raw: string): Promise<PosBarcodeRecord> {
  const { key } = normaliseBarcode(raw);
  const row = await deps.db.selectFrom('pos_barcodes').selectAll().where('barcode', '=', key).executeTakeFirst();
  if (!row) throw posError('POS_BARCODE_NOT_FOUND');
  return toBarcodeRecord(row);
}

export async function listBarcodesOf(deps: PosDeps, productNo: number): Promise<PosBarcodeRecord[]> {
  const rows = await deps.db.selectFrom('pos_barcodes').selectAll().where('product_no', '=', productNo).orderBy('option_no').orderBy('barcode').execute();
  return rows.map(toBarcodeRecord);
}

export async function searchBarcodes(deps: PosDeps, filter: { q?: string; productNo?: number; limit?: number }): Promise<PosBarcodeRecord[]> {
  let q = deps.db.selectFrom('pos_barcodes').selectAll();
  const digits = filter.q?.trim().replace(/[\\%_]/g, '');
  if (digits) q = q.where('barcode', 'like', `${digits}%`);
  if (filter.productNo !== undefined) q = q.where('product_no', '=', filter.productNo);
  const rows = await q.orderBy('barcode').limit(filter.limit ?? 100).execute();
  return rows.map(toBarcodeRecord);
}

export async function updateBarcode(deps: PosDeps, raw: string, target: { productNo: number; optionNo: number }): Promise<PosBarcodeRecord> {
  const { key } = normaliseBarcode(raw);
  await assertOption(deps, target.productNo, target.optionNo);
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pos_barcodes').selectAll().where('barcode', '=', key).executeTakeFirst();
    if (!row) throw posError('POS_BARCODE_NOT_FOUND');
    await trx.updateTable('pos_barcodes').set({ product_no: target.productNo, option_no: target.optionNo, updated_at: now }).where('barcode', '=', key).execute();
    const record = toBarcodeRecord({ ...row, product_no: target.productNo, option_no: target.optionNo, updated_at: now });
    await writeLogItems(trx, [barcodeItem(record)], now);
    return record;
  });
}

export async function deleteBarcode(deps: PosDeps, raw: string): Promise<void> {
  const { key } = normaliseBarcode(raw);
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pos_barcodes').select('product_no').where('barcode', '=', key).executeTakeFirst();
    if (!row) throw posError('POS_BARCODE_NOT_FOUND');
    await trx.deleteFrom('pos_barcodes').where('barcode', '=', key).execute();
    await writeLogItems(trx, [removedBarcodeItem(key, row.product_no)], now);
  });
}

/**
 * Barcodes from the platform's option management codes: a code that is a valid GTIN (EAN-13, EAN-8,
 * UPC-A, check digit right) and not yet mapped becomes the option's barcode, so a catalogue kept on
 * the platform scans at the counter without typing every code in again. A code the shop already
 * mapped (to this option or another) is left as the shop set it. Call inside the sweep's transaction;
 * answers the log items to write with the products.
 */
export async function managementCodeBarcodes(db: Kysely<PosDb>, products: readonly PlatformProduct[], now: string): Promise<LogItem[]> {
  const found = new Map<string, Selectable<PosBarcodeTable>>();
  for (const p of products) {
    for (const o of p.options) {
      if (!o.managementCd) continue;
      const c = classifyScan(o.managementCd);
      if (!c.ok || c.value.symbology === 'CODE128' || found.has(c.value.catalogueKey)) continue;
      const key = c.value.catalogueKey;
      found.set(key, { barcode: key, symbology: c.value.symbology, product_no: p.productNo, option_no: o.optionNo, in_store: c.value.inStore ? 1 : 0, created_at: now, updated_at: now });
    }
  }
  if (found.size === 0) return [];
  const keys = [...found.keys()];
  for (let i = 0; i < keys.length; i += 500) {
    const taken = await db.selectFrom('pos_barcodes').select('barcode').where('barcode', 'in', keys.slice(i, i + 500)).execute();
    for (const t of taken) found.delete(t.barcode);
  }
  const rows = [...found.values()];
  for (let i = 0; i < rows.length; i += 400) await db.insertInto('pos_barcodes').values(rows.slice(i, i + 400)).execute();
  return rows.map((row) => barcodeItem(toBarcodeRecord(row)));
}
