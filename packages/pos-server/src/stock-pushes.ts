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
// (an oversell to report) or that the platform refused (a conflict per push).
//
// Idempotency: a netted delta goes out under a key made for it, written to its pushes (net_key)
// before the call. A crash before the outcomes are written only means the same netted delta is
// sent again under the same key, and the platform answers it from its record instead of applying
// it twice; pushes that arrive meanwhile go out in a later delta of their own. A push tried alone
// before netting existed (attempts > 0, no net_key) keeps its own idempotency key.
import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '@courtside/db';
import { productItem, storedProduct, writeLogItems, type LogItem } from './catalogue-log';
import type { PosDeps } from './deps';
import { isPlatformError, PLATFORM_STOCK_BATCH_MAX, type PlatformStockRequest, type PlatformStockResult } from './platform';
import type { PosConflictTable, PosDb, PosStockPushTable } from './schema';

/** Units (an option's pushes under one key) per round. */
const UNITS = 5_000;
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

function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 12));
}

/** One option's due pushes that go out as one delta, as SQL summed them. */
interface NetUnit {
  key: string;
  optionNo: number;
  productNo: number;
  /** Push numbers of the unit's first and last push (every pending push of the option with this key in between). */
  first: number;
  last: number;
  count: number;
  delta: number;
  /** The sum of the unit's negative deltas: stock can only have gone below zero when previous + this < 0. */
  negative: number;
  attempts: number;
  /** The push's own reason when the unit is one push. */
  reason: string;
}

type Outcome =
  | { kind: 'done'; unit: NetUnit; result: PlatformStockResult }
  /** A netted delta of zero: nothing to send, the stock is as it was. */
  | { kind: 'netted'; unit: NetUnit }
  | { kind: 'failed'; unit: NetUnit; code: string; message: string }
  | { kind: 'deferred'; unit: NetUnit; tried: boolean; next: string; message: string };

interface UnitRow {
  option_no: number | string;
  product_no: number | string;
  unit_key: string;
  first: number | string;
  last: number | string;
  n: number | string;
  delta: number | string;
  negative: number | string;
  attempts: number | string;
  reason: string;
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

/** The statements a round runs, with `?` or `$n` placeholders for the dialect. */
function statements(postgres: boolean) {
  const p = (text: string) => {
    if (!postgres) return text;
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const unitKey = 'coalesce(net_key, idempotency_key)';
  const inUnit = `status = 'pending' and option_no = ? and push_id between ? and ? and ${unitKey} = ?`;
  return {
    // Every fresh due push gets its option's key for this round (prefix || option number).
    markFresh: p(`update pos_stock_pushes set net_key = ? || cast(option_no as text)
      where status = 'pending' and net_key is null and attempts = 0 and next_attempt_at <= ?`),
    markFreshBefore: p(`update pos_stock_pushes set net_key = ? || cast(option_no as text)
      where status = 'pending' and net_key is null and attempts = 0 and next_attempt_at <= ? and option_no = ? and push_id < ?`),
    markFreshExcept: (n: number) => p(`update pos_stock_pushes set net_key = ? || cast(option_no as text)
      where status = 'pending' and net_key is null and attempts = 0 and next_attempt_at <= ? and option_no not in (${Array.from({ length: n }, () => '?').join(', ')})`),
    waiting: p(`select option_no, min(push_id) as first from pos_stock_pushes where status = 'pending' and next_attempt_at > ? group by option_no`),
    units: p(`select option_no, min(product_no) as product_no, ${unitKey} as unit_key, min(push_id) as first, max(push_id) as last, count(*) as n,
        sum(delta) as delta, sum(case when delta < 0 then delta else 0 end) as negative, max(attempts) as attempts, min(reason) as reason
      from pos_stock_pushes where status = 'pending' and next_attempt_at <= ? and (net_key is not null or attempts > 0)
      group by option_no, ${unitKey} order by min(push_id) limit ?`),
    done: p(`update pos_stock_pushes set status = 'done', stock_after = ?, pushed_at = ?, last_error = null, attempts = attempts + 1 where ${inUnit}`),
    failed: p(`update pos_stock_pushes set status = 'failed', last_error = ?, attempts = attempts + 1 where ${inUnit}`),
    deferred: p(`update pos_stock_pushes set next_attempt_at = ?, last_error = ?, attempts = attempts + ? where ${inUnit}`),
    pushesOf: p(`select * from pos_stock_pushes where ${inUnit} order by push_id`),
  };
}
const byDialect = { postgres: statements(true), sqlite: statements(false) };

type Runner = Pick<Kysely<PosDb>, 'executeQuery'>;
const run = <R = unknown>(db: Runner, text: string, parameters: readonly unknown[]) => db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>);
const unitParams = (u: NetUnit) => [u.optionNo, u.first, u.last, u.key];

async function writeOutcomes(db: Kysely<PosDb>, s: typeof byDialect.sqlite, outcomes: readonly Outcome[], now: string, out: DrainResult): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const conflicts: Insertable<PosConflictTable>[] = [];
    for (const o of outcomes) {
      const { unit } = o;
      if (o.kind === 'done') {
        // Below zero on the way: walk the unit's pushes from the stock before the netted delta.
        if (o.result.previousStockCnt + unit.negative < 0) {
          const pushes = (await run<Push>(trx, s.pushesOf, unitParams(unit))).rows;
          let stock = o.result.previousStockCnt;
          for (const push of pushes) {
            const before = stock;
            stock += Number(push.delta);
            if (push.delta < 0 && stock < 0) conflicts.push(conflictRow(push, 'oversell', before, stock, null, now));
          }
        }
        await run(trx, s.done, [o.result.stockCnt, now, ...unitParams(unit)]);
      } else if (o.kind === 'netted') {
        await run(trx, s.done, [null, now, ...unitParams(unit)]);
      } else if (o.kind === 'failed') {
        const pushes = (await run<Push>(trx, s.pushesOf, unitParams(unit))).rows;
        for (const push of pushes) conflicts.push(conflictRow(push, 'stock-rejected', null, null, o.message, now));
        await run(trx, s.failed, [`${o.code}: ${o.message}`, ...unitParams(unit)]);
      } else {
        await run(trx, s.deferred, [o.next, o.message, o.tried ? 1 : 0, ...unitParams(unit)]);
      }
      if (o.kind === 'done' || o.kind === 'netted') out.pushed += unit.count;
      else if (o.kind === 'failed') out.failed += unit.count;
      else out.deferred += unit.count;
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
