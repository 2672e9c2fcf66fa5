// Stock moves. A sale takes stock with one guarded UPDATE (`… where stock_cnt >= n`), so two
// approvals racing for the last unit cannot both succeed on either database. The back office
// adjusts stock by a delta under an idempotency key: a retried request changes nothing twice.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShopDb } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { parseJson } from '../http/json.ts';
import { catalogueChanged } from './search-summary-cache.ts';

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
  keyReused: () => new ApiError(409, 'S2001', '같은 멱등 키로 다른 재고 조정을 요청했습니다. 새 키를 사용해 주세요.'),
  optionNotFound: () => new ApiError(404, 'S2002', '재고를 조정할 옵션을 찾을 수 없습니다.'),
  insufficient: (stock: number) => new ApiError(409, 'S2003', `재고가 부족합니다. 현재 재고는 ${stock}개입니다.`),
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
    if (err instanceof ApiError) throw err;
    // Two requests with one key raced: the loser's insert hit the primary key; answer the winner's result.
    const winner = await replay(db, r);
    if (winner) return winner;
    throw err;
  }
}
