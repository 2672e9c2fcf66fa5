// Where the stock outbox's rounds are written (stock-pushes.ts decides them). A round is one
// option's run of pushes — every push after the option's cursor up to the newest — sent as one
// netted delta under one key; its outcome is written once, on the round (migration 0145). The
// statements here run per option or per round, never per push, in either dialect. Pushes are read
// one by one only for a round whose stock may have gone below zero on the way (an oversell walked
// push by push from the platform's stock before the netted delta) or that the platform refused (a
// conflict per push, and the pushes marked failed).
import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { dialectOf } from '@courtside/db';
import { insertRows } from './bulk-insert';
import type { PlatformStockResult } from './platform';
import type { PosConflictTable, PosDb, PosStockPushRoundTable, PosStockPushTable } from './schema';

export interface DrainResult {
  pushed: number;
  failed: number;
  deferred: number;
  conflicts: number;
}

export type Push = Selectable<PosStockPushTable>;
export type Round = Selectable<PosStockPushRoundTable>;

/** One round as the drain sends it. */
export interface NetUnit {
  roundId: number;
  key: string;
  optionNo: number;
  productNo: number;
  /** Push numbers of the round's first and last push. */
  first: number;
  last: number;
  count: number;
  delta: number;
  /** The sum of the round's negative deltas: stock can only have gone below zero when previous + this < 0. */
  negative: number;
  attempts: number;
  /** The push's own reason when the round is one push. */
  reason: string;
  nextAttemptAt: string;
  byKey: boolean;
}

export type Outcome =
  | { kind: 'done'; unit: NetUnit; result: PlatformStockResult }
  /** A netted delta of zero: nothing to send, the stock is as it was. */
  | { kind: 'netted'; unit: NetUnit }
  | { kind: 'failed'; unit: NetUnit; code: string; message: string }
  | { kind: 'deferred'; unit: NetUnit; tried: boolean; next: string; message: string };

/** An option's pushes after its cursor, summed (one row per option that has any). */
export interface FreshRow {
  option_no: number | string;
  product_no: number | string;
  first: number | string;
  last: number | string;
  n: number | string;
  delta: number | string;
  negative: number | string;
  reason: string;
}

export const unitOf = (r: Round): NetUnit => ({
  roundId: Number(r.round_id),
  key: r.net_key,
  optionNo: Number(r.option_no),
  productNo: Number(r.product_no),
  first: Number(r.first_push_id),
  last: Number(r.last_push_id),
  count: Number(r.push_count),
  delta: Number(r.delta),
  negative: Number(r.negative),
  attempts: Number(r.attempts),
  reason: r.reason,
  nextAttemptAt: r.next_attempt_at,
  byKey: Number(r.by_key) === 1,
});

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

/** The statements a drain runs, with `?` or `$n` placeholders for the dialect. */
function statements(postgres: boolean) {
  const p = (text: string) => {
    if (!postgres) return text;
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const sums = `min(p.product_no) as product_no, min(p.push_id) as first, max(p.push_id) as last, count(*) as n,
    sum(p.delta) as delta, sum(case when p.delta < 0 then p.delta else 0 end) as negative, min(p.reason) as reason`;
  // Driven by the cursors, each option's pushes after its cursor read through (option_no, push_id):
  // SQLite keeps a CROSS JOIN's left table outside; PostgreSQL is told so by LATERAL. `n` options
  // given: only theirs.
  const fresh = (n = 0) => {
    const only = n === 0 ? '' : ` and c.option_no in (${Array.from({ length: n }, () => '?').join(', ')})`;
    return p(
      postgres
        ? `select c.option_no, x.* from pos_stock_push_cursors c cross join lateral (
             select ${sums} from pos_stock_pushes p where p.option_no = c.option_no and p.push_id > c.through_push_id) x where x.n > 0${only}`
        : `select c.option_no, ${sums} from pos_stock_push_cursors c cross join pos_stock_pushes p
             where p.option_no = c.option_no and p.push_id > c.through_push_id${only} group by c.option_no`,
    );
  };
  return {
    fresh,
    open: `select * from pos_stock_push_rounds where status in ('sending', 'deferred') order by round_id`,
    advance: (n: number) =>
      p(`insert into pos_stock_push_cursors (option_no, through_push_id) values ${Array.from({ length: n }, () => '(?, ?)').join(', ')}
        on conflict (option_no) do update set through_push_id = excluded.through_push_id`),
    done: p(`update pos_stock_push_rounds set status = 'done', stock_after = ?, pushed_at = ?, last_error = null, attempts = attempts + 1 where round_id = ?`),
    failed: p(`update pos_stock_push_rounds set status = 'failed', last_error = ?, attempts = attempts + 1 where round_id = ?`),
    deferred: p(`update pos_stock_push_rounds set status = 'deferred', next_attempt_at = ?, last_error = ?, attempts = attempts + ? where round_id = ?`),
    pushesOf: p(`select * from pos_stock_pushes where option_no = ? and push_id between ? and ? order by push_id`),
    pushesByKey: p(`select * from pos_stock_pushes where option_no = ? and push_id between ? and ? and net_key = ? order by push_id`),
    failPushes: p(`update pos_stock_pushes set status = 'failed', last_error = ? where option_no = ? and push_id between ? and ?`),
    failPushesByKey: p(`update pos_stock_pushes set status = 'failed', last_error = ? where option_no = ? and push_id between ? and ? and net_key = ?`),
  };
}
export type Statements = ReturnType<typeof statements>;
const byDialect = { postgres: statements(true), sqlite: statements(false) };
export const statementsFor = (db: Kysely<PosDb>): Statements => (dialectOf(db as unknown as Kysely<unknown>) === 'postgres' ? byDialect.postgres : byDialect.sqlite);

type Runner = Pick<Kysely<PosDb>, 'executeQuery'>;
export const run = <R = unknown>(db: Runner, text: string, parameters: readonly unknown[]) => db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>);

/** The pushes of one round, in push order. */
export const roundPushes = async (db: Runner, s: Statements, u: NetUnit): Promise<Push[]> =>
  (await run<Push>(db, u.byKey ? s.pushesByKey : s.pushesOf, u.byKey ? [u.optionNo, u.first, u.last, u.key] : [u.optionNo, u.first, u.last])).rows;

/**
 * Takes every option's pushes after its cursor into a new round (skipping `blocked` options, whose
 * earlier round waits out a back-off) and moves the cursors past them, in one transaction that no
 * other writer can interleave with: a push numbered before the newest one read but committed after
 * it would otherwise fall behind a cursor that has already passed it. PostgreSQL holds the pushes
 * table in SHARE mode (numbers come from a sequence, whose order is not commit order); SQLite
 * takes the write lock before reading (BEGIN IMMEDIATE), so no other connection commits meanwhile.
 */
export async function claimRounds(db: Kysely<PosDb>, s: Statements, blocked: ReadonlySet<number>, prefix: string, now: string): Promise<void> {
  const claim = async (trx: Kysely<PosDb>) => {
    const rows = (await run<FreshRow>(trx, s.fresh(), [])).rows.filter((r) => !blocked.has(Number(r.option_no)));
    if (rows.length === 0) return;
    const rounds: Insertable<PosStockPushRoundTable>[] = rows.map((r) => ({
      option_no: Number(r.option_no),
      product_no: Number(r.product_no),
      first_push_id: Number(r.first),
      last_push_id: Number(r.last),
      push_count: Number(r.n),
      delta: Number(r.delta),
      negative: Number(r.negative),
      reason: Number(r.n) === 1 ? r.reason : `POS 재고 ${Number(r.n)}건 합산`,
      net_key: `${prefix}${r.option_no}`,
      status: 'sending',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      stock_after: null,
      created_at: now,
      pushed_at: null,
      by_key: 0,
    }));
    await insertRows(trx, 'pos_stock_push_rounds', rounds);
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000);
      await run(trx, s.advance(part.length), part.flatMap((r) => [Number(r.option_no), Number(r.last)]));
    }
  };
  if (s === byDialect.postgres) {
    await db.transaction().execute(async (trx: Transaction<PosDb>) => {
      await sql`lock table pos_stock_pushes in share mode`.execute(trx);
      await claim(trx);
    });
    return;
  }
  await db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      await claim(conn);
      await sql`commit`.execute(conn);
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

export async function writeOutcomes(db: Kysely<PosDb>, s: Statements, outcomes: readonly Outcome[], now: string, out: DrainResult): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const conflicts: Insertable<PosConflictTable>[] = [];
    for (const o of outcomes) {
      const { unit } = o;
      if (o.kind === 'done') {
        // Below zero on the way: walk the round's pushes from the stock before the netted delta.
        if (o.result.previousStockCnt + unit.negative < 0) {
          let stock = o.result.previousStockCnt;
          for (const push of await roundPushes(trx, s, unit)) {
            const before = stock;
            stock += Number(push.delta);
            if (push.delta < 0 && stock < 0) conflicts.push(conflictRow(push, 'oversell', before, stock, null, now));
          }
        }
        await run(trx, s.done, [o.result.stockCnt, now, unit.roundId]);
      } else if (o.kind === 'netted') {
        await run(trx, s.done, [null, now, unit.roundId]);
      } else if (o.kind === 'failed') {
        const error = `${o.code}: ${o.message}`;
        for (const push of await roundPushes(trx, s, unit)) conflicts.push(conflictRow(push, 'stock-rejected', null, null, o.message, now));
        await run(trx, s.failed, [error, unit.roundId]);
        await run(trx, unit.byKey ? s.failPushesByKey : s.failPushes, unit.byKey ? [error, unit.optionNo, unit.first, unit.last, unit.key] : [error, unit.optionNo, unit.first, unit.last]);
      } else {
        await run(trx, s.deferred, [o.next, o.message, o.tried ? 1 : 0, unit.roundId]);
      }
      if (o.kind === 'done' || o.kind === 'netted') out.pushed += unit.count;
      else if (o.kind === 'failed') out.failed += unit.count;
      else out.deferred += unit.count;
    }
    if (conflicts.length > 0) {
      // One conflict per push, even when a resent round reports the same oversell again.
      const existing = await trx.selectFrom('pos_conflicts').select('idempotency_key').where('idempotency_key', 'in', conflicts.map((c) => c.idempotency_key)).execute();
      const known = new Set(existing.map((e) => e.idempotency_key));
      const fresh = conflicts.filter((c) => !known.has(c.idempotency_key));
      if (fresh.length > 0) await trx.insertInto('pos_conflicts').values(fresh).execute();
      out.conflicts += fresh.length;
    }
  });
}
