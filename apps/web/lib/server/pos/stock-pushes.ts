// Drains the stock outbox: every pending push goes to the platform as a delta under its idempotency
// key (allowNegative: the goods already left the counter). Pushes of one option go in order; options
// run side by side. A platform that is down leaves the push pending with a growing back-off (never
// lost); a refusal marks it failed and records a conflict; a push that took stock below zero
// records an oversell conflict. The catalogue log gets the new stock so terminals see it.
import type { Selectable } from 'kysely';
import { productItem, storedProduct, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, type PlatformStockResult } from './platform';
import type { PosStockPushTable } from './schema';

const BATCH = 1000;
const PARALLEL_OPTIONS = 8;
const MAX_BACKOFF_MS = 5 * 60 * 1000;

export interface DrainResult {
  pushed: number;
  failed: number;
  deferred: number;
  conflicts: number;
}

type Push = Selectable<PosStockPushTable>;

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 12));
}

async function recordConflict(deps: PosDeps, push: Push, kind: 'oversell' | 'stock-rejected', before: number | null, after: number | null, detail: string | null): Promise<boolean> {
  const exists = await deps.db.selectFrom('pos_conflicts').select('conflict_id').where('idempotency_key', '=', push.idempotency_key).executeTakeFirst();
  if (exists) return false;
  try {
    await deps.db
      .insertInto('pos_conflicts')
      .values({
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
        detected_at: deps.now().toISOString(),
        resolved_at: null,
        resolved_by: null,
        note: null,
      })
      .execute();
    return true;
  } catch {
    // A concurrent drain recorded it first (unique key): one conflict is what we want.
    return false;
  }
}

async function pushDone(deps: PosDeps, push: Push, result: PlatformStockResult, out: DrainResult): Promise<void> {
  await deps.db
    .updateTable('pos_stock_pushes')
    .set({ status: 'done', stock_after: result.stockCnt, pushed_at: deps.now().toISOString(), attempts: push.attempts + 1, last_error: null })
    .where('push_id', '=', push.push_id)
    .execute();
  out.pushed += 1;
  if (push.delta < 0 && result.stockCnt < 0) {
    if (await recordConflict(deps, push, 'oversell', result.previousStockCnt, result.stockCnt, null)) out.conflicts += 1;
  }
}

/** Pushes one option's pushes in order; stops at the first "try later" so the order holds. */
async function drainOption(deps: PosDeps, pushes: Push[], out: DrainResult, stock: Map<number, { productNo: number; stockCnt: number }>): Promise<void> {
  for (const push of pushes) {
    try {
      const result = await deps.platform.adjustStock({ idempotencyKey: push.idempotency_key, optionNo: push.option_no, delta: push.delta, reason: push.reason, allowNegative: true });
      await pushDone(deps, push, result, out);
      stock.set(push.option_no, { productNo: push.product_no, stockCnt: result.stockCnt });
    } catch (error) {
      if (isPlatformError(error) && error.kind === 'refused') {
        await deps.db
          .updateTable('pos_stock_pushes')
          .set({ status: 'failed', attempts: push.attempts + 1, last_error: `${error.code}: ${error.message}` })
          .where('push_id', '=', push.push_id)
          .execute();
        out.failed += 1;
        if (await recordConflict(deps, push, 'stock-rejected', null, null, error.message)) out.conflicts += 1;
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      const next = new Date(deps.now().getTime() + backoffMs(push.attempts)).toISOString();
      const idx = pushes.indexOf(push);
      // This push and every later one of the option wait together, so they keep their order.
      for (const later of pushes.slice(idx)) {
        await deps.db
          .updateTable('pos_stock_pushes')
          .set({ attempts: later.push_id === push.push_id ? push.attempts + 1 : later.attempts, next_attempt_at: next, last_error: message.slice(0, 500) })
          .where('push_id', '=', later.push_id)
          .execute();
      }
      out.deferred += pushes.length - idx;
      return;
    }
  }
}

async function updateCatalogueStock(deps: PosDeps, stock: Map<number, { productNo: number; stockCnt: number }>): Promise<void> {
  const byProduct = new Map<number, Map<number, number>>();
  for (const [optionNo, s] of stock) {
    const m = byProduct.get(s.productNo) ?? new Map<number, number>();
    m.set(optionNo, s.stockCnt);
    byProduct.set(s.productNo, m);
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
export async function drainStockPushesOnce(deps: PosDeps): Promise<DrainResult> {
  const out: DrainResult = { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
  const due = await deps.db
    .selectFrom('pos_stock_pushes')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', deps.now().toISOString())
    .orderBy('push_id')
    .limit(BATCH)
    .execute();
  if (due.length === 0) return out;
  // An option whose earlier push is still waiting must not overtake it.
  const waiting = await deps.db
    .selectFrom('pos_stock_pushes')
    .select(['option_no', (eb) => eb.fn.min('push_id').as('first')])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '>', deps.now().toISOString())
    .groupBy('option_no')
    .execute();
  const blockedBefore = new Map(waiting.map((w) => [w.option_no, Number(w.first)]));
  const groups = new Map<number, Push[]>();
  for (const push of due) {
    const first = blockedBefore.get(push.option_no);
    if (first !== undefined && first < push.push_id) continue;
    const list = groups.get(push.option_no) ?? [];
    list.push(push);
    groups.set(push.option_no, list);
  }
  const stock = new Map<number, { productNo: number; stockCnt: number }>();
  const queue = [...groups.values()];
  const workers = Array.from({ length: Math.min(PARALLEL_OPTIONS, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await drainOption(deps, next, out, stock);
  });
  await Promise.all(workers);
  await updateCatalogueStock(deps, stock);
  return out;
}

/** Drains until nothing due is left or the platform stops taking pushes. */
export async function drainStockPushes(deps: PosDeps): Promise<DrainResult> {
  const total: DrainResult = { pushed: 0, failed: 0, deferred: 0, conflicts: 0 };
  for (;;) {
    const r = await drainStockPushesOnce(deps);
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
