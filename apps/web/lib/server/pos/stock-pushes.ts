// Drains the stock outbox: every pending push goes to the platform as a delta under its idempotency
// key (allowNegative: the goods already left the counter). Pushes of one option go in order; options
// run side by side. A platform that is down leaves the push pending with a growing back-off (never
// lost); a refusal marks it failed and records a conflict; a push that took stock below zero
// records an oversell conflict. The catalogue log gets the new stock so terminals see it.
//
// The outcomes of a round are written in one transaction after the platform calls. A crash before
// that write only means the round's pushes are sent again under the same keys, and the platform
// answers them from its record instead of applying them twice.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { productItem, storedProduct, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, type PlatformStockResult } from './platform';
import type { PosConflictTable, PosDb, PosStockPushTable } from './schema';

const BATCH = 1000;
const PARALLEL_OPTIONS = 8;
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
  | { kind: 'done'; push: Push; result: PlatformStockResult }
  | { kind: 'failed'; push: Push; code: string; message: string }
  | { kind: 'deferred'; push: Push; tried: boolean; next: string; message: string };

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 12));
}

/** Pushes one option's pushes in order; stops at the first "try later" so the order holds. */
async function drainOption(deps: PosDeps, pushes: Push[], outcomes: Outcome[], yieldToSyncs: YieldToSyncs): Promise<void> {
  for (const [i, push] of pushes.entries()) {
    await yieldToSyncs();
    try {
      const result = await deps.platform.adjustStock({ idempotencyKey: push.idempotency_key, optionNo: push.option_no, delta: push.delta, reason: push.reason, allowNegative: true });
      outcomes.push({ kind: 'done', push, result });
    } catch (error) {
      if (isPlatformError(error) && error.kind === 'refused') {
        outcomes.push({ kind: 'failed', push, code: error.code, message: error.message });
        continue;
      }
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const next = new Date(deps.now().getTime() + backoffMs(push.attempts)).toISOString();
      // This push and every later one of the option wait together, so they keep their order.
      for (const later of pushes.slice(i)) outcomes.push({ kind: 'deferred', push: later, tried: later === push, next, message });
      return;
    }
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
  await db.transaction().execute(async (trx) => {
    for (const o of outcomes) {
      const attempts = o.kind === 'deferred' && !o.tried ? o.push.attempts : o.push.attempts + 1;
      const set =
        o.kind === 'done'
          ? { status: 'done', stock_after: o.result.stockCnt, pushed_at: now, attempts, last_error: null }
          : o.kind === 'failed'
            ? { status: 'failed', attempts, last_error: `${o.code}: ${o.message}` }
            : { attempts, next_attempt_at: o.next, last_error: o.message };
      await trx.updateTable('pos_stock_pushes').set(set).where('push_id', '=', o.push.push_id).where('status', '=', 'pending').execute();
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
    if (o.kind === 'done') out.pushed += 1;
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
  const outcomes: Outcome[] = [];
  const queue = [...groups.values()];
  const workers = Array.from({ length: Math.min(PARALLEL_OPTIONS, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await drainOption(deps, next, outcomes, yieldToSyncs);
  });
  await Promise.all(workers);
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
