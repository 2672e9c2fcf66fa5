// Drains the stock outbox: the due pushes go to the platform netted per option — one delta per
// option per round, all of them in one batch call of the platform's server API (allowNegative: the
// goods already left the counter). 19,875 single calls took 23–26 s; the batch takes well under the
// 3 s goal (`pnpm bench`). Pushes of one option go in order; a platform that is down leaves them
// pending with a growing back-off (never lost); a refusal marks them failed and records a conflict;
// a push that took stock below zero records an oversell conflict, found by walking the option's
// pushes from the stock the platform had before the netted delta. The catalogue log gets the new
// stock so terminals see it.
//
// Idempotency: a netted delta goes out under a key made from its pushes, written to those pushes
// (net_key) before the call. A crash before the outcomes are written only means the same netted
// delta is sent again under the same key, and the platform answers it from its record instead of
// applying it twice; pushes that arrive meanwhile go out in a later delta of their own. A push sent
// alone uses its own idempotency key.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { productItem, storedProduct, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, PLATFORM_STOCK_BATCH_MAX, type PlatformStockRequest, type PlatformStockResult } from './platform';
import type { PosConflictTable, PosDb, PosStockPushTable } from './schema';

const BATCH = 20_000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;

export interface DrainResult {
  pushed: number;
  failed: number;
  deferred: number;
  conflicts: number;
}

/** Lets a drain step aside while terminals are uploading (their acknowledgement comes first). */
export type YieldToSyncs = () => Promise<void>;

const noYield: YieldToSyncs = () => Promise.resolve();

type Push = Selectable<PosStockPushTable>;

type Outcome =
  /** `unitStockAfter`: the platform's stock after the (netted) delta the push went out in. */
  | { kind: 'done'; push: Push; result: PlatformStockResult; unitStockAfter: number }
  /** Part of a netted delta of zero: nothing to send, the stock is as it was. */
  | { kind: 'netted'; push: Push }
  | { kind: 'failed'; push: Push; code: string; message: string }
  | { kind: 'deferred'; push: Push; tried: boolean; next: string; message: string };

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 12));
}

/** One option's consecutive pushes that go out as one delta. */
interface NetUnit {
  key: string;
  optionNo: number;
  pushes: Push[];
  delta: number;
  /** Its key is new this round and must be written before the call. */
  fresh: boolean;
}

/**
 * Splits an option's due pushes (in order) into units: pushes already sent under a net key stay
 * together under it; a push tried alone before netting existed keeps its own key; the rest become
 * one new unit.
 */
function netUnits(optionNo: number, pushes: readonly Push[]): NetUnit[] {
  const units: NetUnit[] = [];
  let open: NetUnit | null = null;
  for (const push of pushes) {
    const keyed = push.net_key ?? (push.attempts > 0 ? push.idempotency_key : null);
    if (keyed !== null) {
      open = null;
      const last = units[units.length - 1];
      if (last && last.key === keyed) last.pushes.push(push);
      else units.push({ key: keyed, optionNo, pushes: [push], delta: 0, fresh: false });
      continue;
    }
    if (!open) {
      open = { key: '', optionNo, pushes: [], delta: 0, fresh: true };
      units.push(open);
    }
    open.pushes.push(push);
  }
  for (const unit of units) {
    unit.delta = unit.pushes.reduce((sum, p) => sum + p.delta, 0);
    if (!unit.fresh) continue;
    const first = unit.pushes[0];
    const last = unit.pushes[unit.pushes.length - 1];
    // Alone: its own key (as a single call would send it); netted: a key naming exactly its pushes.
    unit.key = unit.pushes.length === 1 && first ? first.idempotency_key : `pos-net:${optionNo}:${first?.push_id ?? 0}-${last?.push_id ?? 0}:${unit.pushes.length}`;
  }
  return units;
}

function requestOf(unit: NetUnit): PlatformStockRequest {
  const only = unit.pushes.length === 1 ? unit.pushes[0] : undefined;
  return { idempotencyKey: unit.key, optionNo: unit.optionNo, delta: unit.delta, reason: only ? only.reason : `POS 재고 ${unit.pushes.length}건 합산`, allowNegative: true };
}

/** Per push: the stock before and after it, walking the unit from the platform's figure before the net delta. */
function spread(unit: NetUnit, result: PlatformStockResult, outcomes: Outcome[]): void {
  let stock = result.previousStockCnt;
  for (const push of unit.pushes) {
    const before = stock;
    stock += push.delta;
    outcomes.push({ kind: 'done', push, result: { ...result, delta: push.delta, previousStockCnt: before, stockCnt: stock, oversold: stock < 0 }, unitStockAfter: result.stockCnt });
  }
}

/** Sends the units in batch calls (in order, so an option's units keep theirs) and sorts the answers. */
async function pushUnits(deps: PosDeps, units: readonly NetUnit[], outcomes: Outcome[], yieldToSyncs: YieldToSyncs): Promise<void> {
  const defer = (unit: NetUnit, message: string) => {
    for (const push of unit.pushes) outcomes.push({ kind: 'deferred', push, tried: true, next: new Date(deps.now().getTime() + backoffMs(push.attempts)).toISOString(), message });
  };
  const blocked = new Set<number>();
  const sendable = units.filter((u) => {
    if (u.delta !== 0) return true;
    for (const push of u.pushes) outcomes.push({ kind: 'netted', push });
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
        if (refused) for (const push of unit.pushes) outcomes.push({ kind: 'failed', push, code: isPlatformError(error) ? error.code : 'PLATFORM', message });
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
        for (const push of unit.pushes) outcomes.push({ kind: 'failed', push, code: answer.error.code, message: answer.error.message });
        return;
      }
      spread(unit, answer, outcomes);
    });
  }
}

function conflictRow(push: Push, kind: 'oversell' | 'stock-rejected', before: number | null, after: number | null, detail: string | null, at: string): Insertable<PosConflictTable> {
  return {
    kind,
    status: 'open',
    idempotency_key: push.idempotency_key,
    client_id: push.client_id,
    entry_kind: push.entry_kind,
    terminal_id: push.terminal_id,
    staff_id: push.staff_id,
    product_no: push.product_no,
    option_no: push.option_no,
    delta: push.delta,
    stock_before: before,
    stock_after: after,
    detail,
    detected_at: at,
    resolved_at: null,
    resolved_by: null,
    note: null,
  };
}

async function writeOutcomes(db: Kysely<PosDb>, outcomes: readonly Outcome[], now: string, out: DrainResult): Promise<void> {
  const conflicts: Insertable<PosConflictTable>[] = [];
  for (const o of outcomes) {
    if (o.kind === 'done' && o.push.delta < 0 && o.result.stockCnt < 0) conflicts.push(conflictRow(o.push, 'oversell', o.result.previousStockCnt, o.result.stockCnt, null, now));
    if (o.kind === 'failed') conflicts.push(conflictRow(o.push, 'stock-rejected', null, null, o.message, now));
  }
  // Pushes with the same outcome are written by one UPDATE (a netted round is thousands of pushes).
  const groups = new Map<string, { set: Record<string, string | number | null>; tried: boolean; ids: number[] }>();
  for (const o of outcomes) {
    const set: Record<string, string | number | null> =
      o.kind === 'done'
        ? // The stock the platform answered after the delta this push went out in.
          { status: 'done', stock_after: o.unitStockAfter, pushed_at: now, last_error: null }
        : o.kind === 'netted'
          ? { status: 'done', stock_after: null, pushed_at: now, last_error: null }
          : o.kind === 'failed'
            ? { status: 'failed', last_error: `${o.code}: ${o.message}` }
            : { next_attempt_at: o.next, last_error: o.message };
    const tried = o.kind !== 'deferred' || o.tried;
    const key = JSON.stringify([set, tried]);
    const group = groups.get(key) ?? { set, tried, ids: [] };
    group.ids.push(o.push.push_id);
    groups.set(key, group);
  }
  await db.transaction().execute(async (trx) => {
    for (const { set, tried, ids } of groups.values()) {
      for (let i = 0; i < ids.length; i += 500) {
        await trx
          .updateTable('pos_stock_pushes')
          .set((eb) => ({ ...set, attempts: eb('attempts', '+', tried ? 1 : 0) }))
          .where('push_id', 'in', ids.slice(i, i + 500))
          .where('status', '=', 'pending')
          .execute();
      }
    }
    if (conflicts.length > 0) {
      // One conflict per push, even when a resent push reports the same oversell again.
      const existing = await trx.selectFrom('pos_conflicts').select('idempotency_key').where('idempotency_key', 'in', conflicts.map((c) => c.idempotency_key)).execute();
      const known = new Set(existing.map((e) => e.idempotency_key));
      const fresh = conflicts.filter((c) => !known.has(c.idempotency_key));
      if (fresh.length > 0) await trx.insertInto('pos_conflicts').values(fresh).execute();
      out.conflicts += fresh.length;
    }
  });
  for (const o of outcomes) {
    if (o.kind === 'done' || o.kind === 'netted') out.pushed += 1;
    else if (o.kind === 'failed') out.failed += 1;
    else out.deferred += 1;
  }
}

async function updateCatalogueStock(deps: PosDeps, outcomes: readonly Outcome[]): Promise<void> {
  // The last confirmed stock of each option, grouped by product.
  const byProduct = new Map<number, Map<number, number>>();
  for (const o of outcomes) {
    if (o.kind !== 'done') continue;
    const m = byProduct.get(o.push.product_no) ?? new Map<number, number>();
    m.set(o.push.option_no, o.result.stockCnt);
    byProduct.set(o.push.product_no, m);
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
  const now = deps.now().toISOString();
  const due = await deps.db.selectFrom('pos_stock_pushes').selectAll().where('status', '=', 'pending').where('next_attempt_at', '<=', now).orderBy('push_id').limit(BATCH).execute();
  if (due.length === 0) return out;
  // An option whose earlier push is still waiting out its back-off must not be overtaken.
  const waiting = await deps.db
    .selectFrom('pos_stock_pushes')
    .select(['option_no', (eb) => eb.fn.min('push_id').as('first')])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '>', now)
    .groupBy('option_no')
    .execute();
  const blockedFrom = new Map(waiting.map((w) => [w.option_no, Number(w.first)]));
  const groups = new Map<number, Push[]>();
  for (const push of due) {
    const first = blockedFrom.get(push.option_no);
    if (first !== undefined && first < push.push_id) continue;
    const list = groups.get(push.option_no) ?? [];
    list.push(push);
    groups.set(push.option_no, list);
  }
  const units = [...groups].flatMap(([optionNo, pushes]) => netUnits(optionNo, pushes));
  // The pushes of each new netted delta learn its key before it is sent (see the top of this file).
  const fresh = units.filter((u) => u.fresh);
  if (fresh.length > 0) {
    await deps.db.transaction().execute(async (trx) => {
      for (const unit of fresh) {
        const ids = unit.pushes.map((p) => p.push_id);
        for (let i = 0; i < ids.length; i += 500) await trx.updateTable('pos_stock_pushes').set({ net_key: unit.key }).where('push_id', 'in', ids.slice(i, i + 500)).execute();
      }
    });
  }
  const outcomes: Outcome[] = [];
  await pushUnits(deps, units, outcomes, yieldToSyncs);
  await writeOutcomes(deps.db, outcomes, deps.now().toISOString(), out);
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
