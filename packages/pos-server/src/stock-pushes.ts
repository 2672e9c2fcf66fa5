// Drains the stock outbox: the due pushes go to the platform netted per option — one delta per
// option per round, all of them in one batch call of the platform's server API (allowNegative: the
// goods already left the counter). 19,875 single calls took 23–26 s; the batch takes well under the
// 3 s goal (`pnpm bench`). Pushes of one option go in order; a platform that is down leaves them
// pending with a growing back-off (never lost); a refusal marks them failed and records a conflict;
// a push that took stock below zero records an oversell conflict, found by walking the option's
// pushes from the stock the platform had before the netted delta. The catalogue log gets the new
// stock so terminals see it.
//
// By set, not by row (issue 31): one UPDATE gives every fresh due push its option's key for this
// round, one grouped SELECT sums each unit (an option's pushes under one key) with its push-number
// range, and each unit's outcome is one UPDATE over that range — statements per option, never per
// push. Pushes are read one by one only for a unit whose stock may have gone below zero on the way
// (an oversell to report) or that the platform refused (a conflict per push). The statements and the
// writing of outcomes are in stock-push-store.ts.
//
// Idempotency: a netted delta goes out under a key made for it, written to its pushes (net_key)
// before the call. A crash before the outcomes are written only means the same netted delta is
// sent again under the same key, and the platform answers it from its record instead of applying
// it twice; pushes that arrive meanwhile go out in a later delta of their own. A push tried alone
// before netting existed (attempts > 0, no net_key) keeps its own idempotency key.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dialectOf } from '@courtside/db';
import { productItem, storedProduct, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, PLATFORM_STOCK_BATCH_MAX, type PlatformStockRequest } from './platform';
import { byDialect, run, writeOutcomes, type DrainResult, type NetUnit, type Outcome, type UnitRow } from './stock-push-store';

/** Units (an option's pushes under one key) per round. */
const UNITS = 5_000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;

export type { DrainResult } from './stock-push-store';

/** Lets a drain step aside while terminals are uploading (their acknowledgement comes first). */
export type YieldToSyncs = () => Promise<void>;

const noYield: YieldToSyncs = () => Promise.resolve();

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 12));
}

function requestOf(unit: NetUnit): PlatformStockRequest {
  return { idempotencyKey: unit.key, optionNo: unit.optionNo, delta: unit.delta, reason: unit.count === 1 ? unit.reason : `POS 재고 ${unit.count}건 합산`, allowNegative: true };
}

/** Sends the units in batch calls (in order, so an option's units keep theirs) and sorts the answers. */
async function pushUnits(deps: PosDeps, units: readonly NetUnit[], outcomes: Outcome[], yieldToSyncs: YieldToSyncs): Promise<void> {
  const defer = (unit: NetUnit, message: string) => {
    outcomes.push({ kind: 'deferred', unit, tried: true, next: new Date(deps.now().getTime() + backoffMs(unit.attempts)).toISOString(), message });
  };
  const blocked = new Set<number>();
  const sendable = units.filter((u) => {
    if (u.delta !== 0) return true;
    outcomes.push({ kind: 'netted', unit: u });
    return false;
  });
  for (let i = 0; i < sendable.length; i += PLATFORM_STOCK_BATCH_MAX) {
    const part = sendable.slice(i, i + PLATFORM_STOCK_BATCH_MAX);
    await yieldToSyncs();
    let answers;
    try {
      answers = await deps.platform.adjustStockBatch(part.map(requestOf));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const refused = isPlatformError(error) && error.kind === 'refused';
      for (const unit of part) {
        if (refused) outcomes.push({ kind: 'failed', unit, code: isPlatformError(error) ? error.code : 'PLATFORM', message });
        else defer(unit, message);
      }
      continue;
    }
    part.forEach((unit, k) => {
      const answer = answers[k];
      // A later unit of an option whose earlier unit must wait waits too, so the order holds.
      if (blocked.has(unit.optionNo)) return defer(unit, '앞선 재고 반영을 기다립니다.');
      if (!answer) return defer(unit, '상품 서버의 응답에 이 항목이 없습니다.');
      if ('error' in answer) {
        const retriable = answer.error.status >= 500 || answer.error.status === 429 || answer.error.status === 408;
        if (retriable) {
          blocked.add(unit.optionNo);
          return defer(unit, answer.error.message);
        }
        outcomes.push({ kind: 'failed', unit, code: answer.error.code, message: answer.error.message });
        return;
      }
      outcomes.push({ kind: 'done', unit, result: answer });
    });
  }
}


async function updateCatalogueStock(deps: PosDeps, outcomes: readonly Outcome[]): Promise<void> {
  // The last confirmed stock of each option, grouped by product.
  const byProduct = new Map<number, Map<number, number>>();
  for (const o of outcomes) {
    if (o.kind !== 'done') continue;
    const m = byProduct.get(o.unit.productNo) ?? new Map<number, number>();
    m.set(o.unit.optionNo, o.result.stockCnt);
    byProduct.set(o.unit.productNo, m);
  }
  const items: LogItem[] = [];
  for (const [productNo, options] of byProduct) {
    const product = await storedProduct(deps.db, productNo);
    if (!product) continue;
    items.push(productItem({ ...product, options: product.options.map((o) => ({ ...o, stockCnt: options.get(o.optionNo) ?? o.stockCnt })) }));
  }
  const now = deps.now().toISOString();
  await deps.db.transaction().execute((trx) => writeLogItems(trx, items, now));
}

/** One pass over the due pushes. Answers what happened; call again while `pushed + failed > 0`. */
export async function drainStockPushesOnce(deps: PosDeps, yieldToSyncs: YieldToSyncs = noYield): Promise<DrainResult> {
  const out: DrainResult = { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
  const s = dialectOf(deps.db as unknown as Kysely<unknown>) === 'postgres' ? byDialect.postgres : byDialect.sqlite;
  const now = deps.now().toISOString();
  // An option whose earlier push is still waiting out its back-off must not be overtaken.
  const waiting = (await run<{ option_no: number | string; first: number | string }>(deps.db, s.waiting, [now])).rows;
  const blockedFrom = new Map(waiting.map((w) => [Number(w.option_no), Number(w.first)]));
  // The fresh due pushes learn their netted delta's key before it is sent (see the top of this file).
  const prefix = `pos-net:${Date.now().toString(36)}${randomBytes(4).toString('hex')}:`;
  await deps.db.transaction().execute(async (trx) => {
    if (blockedFrom.size === 0) return void (await run(trx, s.markFresh, [prefix, now]));
    // Options without a waiting push, all at once…
    await run(trx, s.markFreshExcept(blockedFrom.size), [prefix, now, ...blockedFrom.keys()]);
    // …and each waiting option's pushes before its first waiting one.
    for (const [optionNo, first] of blockedFrom) await run(trx, s.markFreshBefore, [prefix, now, optionNo, first]);
  });
  const rows = (await run<UnitRow>(deps.db, s.units, [now, UNITS])).rows;
  const units: NetUnit[] = [];
  for (const r of rows) {
    const unit: NetUnit = {
      key: r.unit_key, optionNo: Number(r.option_no), productNo: Number(r.product_no), first: Number(r.first), last: Number(r.last), count: Number(r.n),
      delta: Number(r.delta), negative: Number(r.negative), attempts: Number(r.attempts), reason: r.reason,
    };
    const blocked = blockedFrom.get(unit.optionNo);
    if (blocked !== undefined && blocked < unit.first) continue;
    units.push(unit);
  }
  if (units.length === 0) return out;
  const outcomes: Outcome[] = [];
  await pushUnits(deps, units, outcomes, yieldToSyncs);
  await writeOutcomes(deps.db, s, outcomes, deps.now().toISOString(), out);
  await updateCatalogueStock(deps, outcomes);
  return out;
}

/** Drains until nothing due is left or the platform stops taking pushes. */
export async function drainStockPushes(deps: PosDeps, yieldToSyncs: YieldToSyncs = noYield): Promise<DrainResult> {
  const total: DrainResult = { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
  for (;;) {
    const r = await drainStockPushesOnce(deps, yieldToSyncs);
    total.pushed += r.pushed;
    total.failed += r.failed;
    total.deferred += r.deferred;
    total.conflicts += r.conflicts;
    if (r.pushed + r.failed === 0) return total;
  }
}

export async function pendingStockPushes(deps: PosDeps): Promise<number> {
  const row = await deps.db.selectFrom('pos_stock_pushes').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'pending').executeTakeFirst();
  return Number(row?.n ?? 0);
}
