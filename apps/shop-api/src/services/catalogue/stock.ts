// Stock moves. A sale takes stock with one guarded UPDATE (`… where stock_cnt >= n`), so two
// approvals racing for the last unit cannot both succeed on either database. The back office
// adjusts stock by a delta under an idempotency key: a retried request changes nothing twice.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../../db/schema.ts';
import { catalogueChanged } from './search/search-summary-cache.ts';
import { DomainError } from '../../domain/errors.ts';
import { parseJson } from '../../domain/json-columns.ts';

export class StockShortage extends Error {
  readonly optionNo: number;
  constructor(optionNo: number) {
    super('재고가 부족합니다.');
    this.optionNo = optionNo;
  }
}

/** Takes `cnt` units of an option for a sale; throws StockShortage when fewer are left. */
export async function takeStock(db: Kysely<ShopDb>, productNo: number, optionNo: number, cnt: number): Promise<void> {
  const res = await db
    .updateTable('options')
    .set((eb) => ({ stock_cnt: eb('stock_cnt', '-', cnt), sale_cnt: eb('sale_cnt', '+', cnt) }))
    .where('option_no', '=', optionNo)
    .where('stock_cnt', '>=', cnt)
    .where('forced_sold_out', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new StockShortage(optionNo);
  catalogueChanged();
  await db.updateTable('products').set((eb) => ({ sale_cnt: eb('sale_cnt', '+', cnt) })).where('product_no', '=', productNo).execute();
}

/** Puts units back after a cancel (the option may have been deleted since; then nothing happens). */
export async function restoreStock(db: Kysely<ShopDb>, productNo: number, optionNo: number, cnt: number): Promise<void> {
  await db
    .updateTable('options')
    .set((eb) => ({ stock_cnt: eb('stock_cnt', '+', cnt), sale_cnt: eb('sale_cnt', '-', cnt) }))
    .where('option_no', '=', optionNo)
    .execute();
  catalogueChanged();
  await db.updateTable('products').set((eb) => ({ sale_cnt: eb('sale_cnt', '-', cnt) })).where('product_no', '=', productNo).where('sale_cnt', '>=', cnt).execute();
}

export interface StockAdjustmentRequest {
  idempotencyKey: string;
  optionNo: number;
  delta: number;
  reason: string | null;
  allowNegative: boolean;
}

export interface StockAdjustmentResult {
  idempotencyKey: string;
  optionNo: number;
  delta: number;
  /** Stock before and after this adjustment. */
  previousStockCnt: number;
  stockCnt: number;
  /** The adjustment took stock below zero (only with allowNegative). */
  oversold: boolean;
  adjustedAt: string;
  /** True when this reply repeats the result of an earlier request with the same key. */
  replayed: boolean;
}

export const stockErrors = {
  keyReused: () => new DomainError('conflict', 'S2001', '같은 멱등 키로 다른 재고 조정을 요청했습니다. 새 키를 사용해 주세요.'),
  optionNotFound: () => new DomainError('not-found', 'S2002', '재고를 조정할 옵션을 찾을 수 없습니다.'),
  insufficient: (stock: number) => new DomainError('conflict', 'S2003', `재고가 부족합니다. 현재 재고는 ${stock}개입니다.`),
};

function requestHash(r: StockAdjustmentRequest): string {
  return createHash('sha256').update(JSON.stringify([r.optionNo, r.delta, r.reason, r.allowNegative])).digest('hex');
}

async function replay(db: Kysely<ShopDb>, r: StockAdjustmentRequest): Promise<StockAdjustmentResult | null> {
  const prior = await db.selectFrom('stock_adjustments').selectAll().where('idempotency_key', '=', r.idempotencyKey).executeTakeFirst();
  if (!prior) return null;
  if (prior.request_hash !== requestHash(r)) throw stockErrors.keyReused();
  return { ...parseJson<StockAdjustmentResult>(prior.result_json, {} as StockAdjustmentResult), replayed: true };
}

/**
 * Applies a stock delta once per idempotency key. A replay with the same payload answers the first
 * result; the same key with a different payload is a 409. Stock never goes below zero unless
 * `allowNegative` (a counter sale already handed over), in which case `oversold` is reported.
 */
export async function adjustStock(db: Kysely<ShopDb>, r: StockAdjustmentRequest, now: Date): Promise<StockAdjustmentResult> {
  const earlier = await replay(db, r);
  if (earlier) return earlier;
  try {
    return await db.transaction().execute(async (trx) => {
      const option = await trx.selectFrom('options').select(['stock_cnt', 'product_no']).where('option_no', '=', r.optionNo).executeTakeFirst();
      if (!option) throw stockErrors.optionNotFound();
      let q = trx.updateTable('options').set((eb) => ({ stock_cnt: eb('stock_cnt', '+', r.delta) })).where('option_no', '=', r.optionNo);
      if (!r.allowNegative && r.delta < 0) q = q.where('stock_cnt', '>=', -r.delta);
      const res = await q.executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw stockErrors.insufficient(option.stock_cnt);
      catalogueChanged();
      const after = await trx.selectFrom('options').select('stock_cnt').where('option_no', '=', r.optionNo).executeTakeFirstOrThrow();
      const result: StockAdjustmentResult = {
        idempotencyKey: r.idempotencyKey,
        optionNo: r.optionNo,
        delta: r.delta,
        previousStockCnt: after.stock_cnt - r.delta,
        stockCnt: after.stock_cnt,
        oversold: after.stock_cnt < 0,
        adjustedAt: now.toISOString(),
        replayed: false,
      };
      await trx
        .insertInto('stock_adjustments')
        .values({
          idempotency_key: r.idempotencyKey,
          option_no: r.optionNo,
          delta: r.delta,
          reason: r.reason,
          result_json: JSON.stringify(result),
          request_hash: requestHash(r),
          created_at: now.toISOString(),
        })
        .execute();
      return result;
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    // Two requests with one key raced: the loser's insert hit the primary key; answer the winner's result.
    const winner = await replay(db, r);
    if (winner) return winner;
    throw err;
  }
}

/** One adjustment's answer in a batch: its result, or the error a single call would have answered. */
export type StockBatchItemResult = StockAdjustmentResult | { idempotencyKey: string; optionNo: number; error: DomainError };

export const STOCK_BATCH_MAX = 5000;

function batchError(r: StockAdjustmentRequest, error: DomainError): StockBatchItemResult {
  return { idempotencyKey: r.idempotencyKey, optionNo: r.optionNo, error };
}

/**
 * Many adjustments in one transaction, each with the meaning (and idempotency) of a single call:
 * answers in request order. Per option the deltas go in with one UPDATE (a guarded one per
 * adjustment that must not take stock below zero); a key seen before answers its first result.
 */
export async function adjustStockBatch(db: Kysely<ShopDb>, requests: readonly StockAdjustmentRequest[], now: Date): Promise<StockBatchItemResult[]> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const prior = new Map<string, { hash: string; result: StockAdjustmentResult }>();
    const keys = [...new Set(requests.map((r) => r.idempotencyKey))];
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await trx.selectFrom('stock_adjustments').select(['idempotency_key', 'request_hash', 'result_json']).where('idempotency_key', 'in', keys.slice(i, i + 500)).execute();
      for (const row of rows) prior.set(row.idempotency_key, { hash: row.request_hash, result: parseJson<StockAdjustmentResult>(row.result_json, {} as StockAdjustmentResult) });
    }
    const results: (StockBatchItemResult | null)[] = requests.map(() => null);
    // New adjustments per option, in request order.
    const byOption = new Map<number, number[]>();
    const inBatch = new Map<string, string>();
    requests.forEach((r, i) => {
      const earlier = prior.get(r.idempotencyKey);
      if (earlier) {
        results[i] = earlier.hash === requestHash(r) ? { ...earlier.result, replayed: true } : batchError(r, stockErrors.keyReused());
        return;
      }
      // A key twice in one batch: the second is a replay of the first (answered once that is applied).
      const firstHash = inBatch.get(r.idempotencyKey);
      if (firstHash !== undefined) {
        if (firstHash !== requestHash(r)) results[i] = batchError(r, stockErrors.keyReused());
        return;
      }
      inBatch.set(r.idempotencyKey, requestHash(r));
      byOption.set(r.optionNo, [...(byOption.get(r.optionNo) ?? []), i]);
    });
    const applied = new Map<string, StockAdjustmentResult>();
    const inserts: { idempotency_key: string; option_no: number; delta: number; reason: string | null; result_json: string; request_hash: string; created_at: string }[] = [];
    const record = (i: number, r: StockAdjustmentRequest, before: number): void => {
      const result: StockAdjustmentResult = { idempotencyKey: r.idempotencyKey, optionNo: r.optionNo, delta: r.delta, previousStockCnt: before, stockCnt: before + r.delta, oversold: before + r.delta < 0, adjustedAt: at, replayed: false };
      results[i] = result;
      applied.set(r.idempotencyKey, result);
      inserts.push({ idempotency_key: r.idempotencyKey, option_no: r.optionNo, delta: r.delta, reason: r.reason, result_json: JSON.stringify(result), request_hash: requestHash(r), created_at: at });
    };
    for (const [optionNo, indexes] of byOption) {
      const items = indexes.map((i) => ({ i, r: requests[i] as StockAdjustmentRequest }));
      if (items.every(({ r }) => r.allowNegative || r.delta > 0)) {
        const total = items.reduce((sum, { r }) => sum + r.delta, 0);
        const updated = await trx.updateTable('options').set((eb) => ({ stock_cnt: eb('stock_cnt', '+', total) })).where('option_no', '=', optionNo).returning('stock_cnt').executeTakeFirst();
        if (!updated) {
          for (const { i, r } of items) results[i] = batchError(r, stockErrors.optionNotFound());
          continue;
        }
        let running = updated.stock_cnt - total;
        for (const { i, r } of items) {
          record(i, r, running);
          running += r.delta;
        }
        continue;
      }
      for (const { i, r } of items) {
        let q = trx.updateTable('options').set((eb) => ({ stock_cnt: eb('stock_cnt', '+', r.delta) })).where('option_no', '=', optionNo);
        if (!r.allowNegative && r.delta < 0) q = q.where('stock_cnt', '>=', -r.delta);
        const updated = await q.returning('stock_cnt').executeTakeFirst();
        if (updated) {
          record(i, r, updated.stock_cnt - r.delta);
          continue;
        }
        const option = await trx.selectFrom('options').select('stock_cnt').where('option_no', '=', optionNo).executeTakeFirst();
        results[i] = batchError(r, option ? stockErrors.insufficient(option.stock_cnt) : stockErrors.optionNotFound());
      }
    }
    for (let i = 0; i < inserts.length; i += 500) await trx.insertInto('stock_adjustments').values(inserts.slice(i, i + 500)).execute();
    if (inserts.length > 0) catalogueChanged();
    // Later duplicates of a key applied in this batch answer its result.
    return requests.map((r, i) => {
      const own = results[i];
      if (own) return own;
      const first = applied.get(r.idempotencyKey);
      // A repeat of a key whose first use failed (unknown option, short stock) answers the same error.
      return first ? { ...first, replayed: true } : (results[requests.findIndex((x) => x.idempotencyKey === r.idempotencyKey)] as StockBatchItemResult);
    });
  });
}
