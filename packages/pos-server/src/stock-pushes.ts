// Drains the stock outbox: the due pushes go to the platform netted per option — one delta per
// option per round, all of them in one batch call of the platform's server API (allowNegative: the
// goods already left the counter). 19,875 single calls took 23–26 s; the batch takes well under the
// 3 s goal (`pnpm bench`). Pushes of one option go in order; a platform that is down leaves them
// pending with a growing back-off (never lost); a refusal marks them failed and records a conflict;
// a push that took stock below zero records an oversell conflict, found by walking the option's
// pushes from the stock the platform had before the netted delta. The catalogue log gets the new
// stock so terminals see it.
//
// By round, not by push (issue 31, migration 0145): a round is one option's pushes after its
// cursor, summed in SQL and sent as one delta under one key; claiming it moves the cursor past them,
// and its outcome is written once, on the round. Nothing is written per push on the way, so a drain
// costs statements per option (stock-push-store.ts), and readers find a push's state through its
// round (stock-push-state.ts).
//
// Idempotency: a round's key and delta are written before the call. A crash before its outcome is
// written leaves it 'sending', and the next drain sends the same delta under the same key, which the
// platform answers from its record instead of applying it twice; pushes that arrive meanwhile go
// out in a later round of their own.
import { randomBytes } from 'node:crypto';
import { productItem, storedProducts, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, PLATFORM_STOCK_BATCH_MAX, type PlatformStockRequest } from './platform';
import { claimRounds, run, statementsFor, unitOf, writeOutcomes, type DrainResult, type NetUnit, type Outcome, type Round } from './stock-push-store';

/** Rounds sent per pass. */
const UNITS = 5_000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;

export type { DrainResult } from './stock-push-store';
export { pendingStockPushes } from './stock-push-state';

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
  for (const product of await storedProducts(deps.db, [...byProduct.keys()])) {
    const options = byProduct.get(product.productNo) ?? new Map<number, number>();
    items.push(productItem({ ...product, options: product.options.map((o) => ({ ...o, stockCnt: options.get(o.optionNo) ?? o.stockCnt })) }));
  }
  const now = deps.now().toISOString();
  await deps.db.transaction().execute((trx) => writeLogItems(trx, items, now));
}

/**
 * The rounds to send now, in order: an option's rounds stop at its first one still waiting out a
 * back-off (a later one must not overtake it). Answers them and the options so held.
 */
function dueRounds(open: readonly Round[], now: string): { due: NetUnit[]; held: Set<number> } {
  const held = new Set<number>();
  const due: NetUnit[] = [];
  for (const r of open) {
    const unit = unitOf(r);
    if (held.has(unit.optionNo)) continue;
    if (unit.nextAttemptAt > now) {
      held.add(unit.optionNo);
      continue;
    }
    if (due.length < UNITS) due.push(unit);
  }
  return { due, held };
}

/** One pass over the outbox. Answers what happened; call again while `pushed + failed > 0`. */
export async function drainStockPushesOnce(deps: PosDeps, yieldToSyncs: YieldToSyncs = noYield): Promise<DrainResult> {
  const out: DrainResult = { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
  const s = statementsFor(deps.db);
  const now = deps.now().toISOString();
  // Options whose earlier round waits out its back-off take no new round yet.
  const waiting = dueRounds((await run<Round>(deps.db, s.open, [])).rows, now).held;
  const prefix = `pos-net:${Date.now().toString(36)}${randomBytes(4).toString('hex')}:`;
  await claimRounds(deps.db, s, waiting, prefix, now);
  const { due } = dueRounds((await run<Round>(deps.db, s.open, [])).rows, now);
  if (due.length === 0) return out;
  const outcomes: Outcome[] = [];
  await pushUnits(deps, due, outcomes, yieldToSyncs);
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
