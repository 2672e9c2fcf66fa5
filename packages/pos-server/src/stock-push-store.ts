// Where the stock outbox's rounds are written (stock-pushes.ts decides them): the statements a round
// runs by set (per option unit, never per push) in either dialect, and each unit's outcome with the
// conflicts it found — an oversell walked push by push from the platform's stock before the netted
// delta, or a refusal recorded per push — in one transaction.
import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { PlatformStockResult } from './platform';
import type { PosConflictTable, PosDb, PosStockPushTable } from './schema';

export interface DrainResult {
  pushed: number;
  failed: number;
  deferred: number;
  conflicts: number;
}

export type Push = Selectable<PosStockPushTable>;

/** One option's due pushes that go out as one delta, as SQL summed them. */
export interface NetUnit {
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

export type Outcome =
  | { kind: 'done'; unit: NetUnit; result: PlatformStockResult }
  /** A netted delta of zero: nothing to send, the stock is as it was. */
  | { kind: 'netted'; unit: NetUnit }
  | { kind: 'failed'; unit: NetUnit; code: string; message: string }
  | { kind: 'deferred'; unit: NetUnit; tried: boolean; next: string; message: string };

export interface UnitRow {
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
export const byDialect = { postgres: statements(true), sqlite: statements(false) };

type Runner = Pick<Kysely<PosDb>, 'executeQuery'>;
export const run = <R = unknown>(db: Runner, text: string, parameters: readonly unknown[]) => db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>);
export const unitParams = (u: NetUnit) => [u.optionNo, u.first, u.last, u.key];

export async function writeOutcomes(db: Kysely<PosDb>, s: typeof byDialect.sqlite, outcomes: readonly Outcome[], now: string, out: DrainResult): Promise<void> {
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
