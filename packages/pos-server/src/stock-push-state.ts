// The stock outbox as its readers see it (migration 0145): a push is waiting while it lies after
// its option's cursor (not yet in a round) or in a round still sending or deferred; done or failed
// with its round. Everything here reads per option or per round, never the pushes' history, and
// writing pushes goes through `writeStockPushes` so each option has its cursor.
import type { Insertable, Kysely, Transaction } from 'kysely';
import { insertRows } from './bulk-insert';
import type { PosDb, PosStockPushTable } from './schema';
import { run, statementsFor, type FreshRow } from './stock-push-store';

type Handle = Kysely<PosDb> | Transaction<PosDb>;

/** Inserts pushes (in order: their numbers are the order they reach the platform) and the cursors of options new to the outbox. */
export async function writeStockPushes<Out = Record<string, unknown>>(trx: Handle, pushes: readonly Insertable<PosStockPushTable>[], returning: readonly string[] = []): Promise<Out[]> {
  if (pushes.length === 0) return [];
  const rows = await insertRows<Insertable<PosStockPushTable>, Out>(trx, 'pos_stock_pushes', pushes, returning);
  const options = [...new Set(pushes.map((p) => p.option_no))].map((option_no) => ({ option_no, through_push_id: 0 }));
  await insertRows(trx, 'pos_stock_push_cursors', options, [], 'option_no');
  return rows;
}

const OPEN = ['sending', 'deferred'];

/** Pushes not yet confirmed by the platform (the backlog the metrics and the fault runs watch). */
export async function pendingStockPushes(deps: { db: Kysely<PosDb> }): Promise<number> {
  const s = statementsFor(deps.db);
  const fresh = (await run<FreshRow>(deps.db, s.fresh(), [])).rows.reduce((n, r) => n + Number(r.n), 0);
  const open = await deps.db.selectFrom('pos_stock_push_rounds').select((eb) => eb.fn.sum<number | string>('push_count').as('n')).where('status', 'in', OPEN).executeTakeFirst();
  return fresh + Number(open?.n ?? 0);
}

/** Each given option's delta taken in but not yet confirmed by the platform. */
export async function unpushedDeltas(db: Kysely<PosDb>, optionNos: readonly number[]): Promise<Map<number, number>> {
  const deltas = new Map<number, number>();
  const s = statementsFor(db);
  for (let i = 0; i < optionNos.length; i += 500) {
    const part = optionNos.slice(i, i + 500);
    for (const r of (await run<FreshRow>(db, s.fresh(part.length), part)).rows) deltas.set(Number(r.option_no), (deltas.get(Number(r.option_no)) ?? 0) + Number(r.delta));
    const open = await db
      .selectFrom('pos_stock_push_rounds')
      .select(['option_no', (eb) => eb.fn.sum<number | string>('delta').as('delta')])
      .where('status', 'in', OPEN)
      .where('option_no', 'in', part)
      .groupBy('option_no')
      .execute();
    for (const r of open) deltas.set(Number(r.option_no), (deltas.get(Number(r.option_no)) ?? 0) + Number(r.delta));
  }
  return deltas;
}

export interface StockPushState {
  pushId: number;
  clientId: string;
  delta: number;
  /** 'pending' (not yet in a round, or its round is still sending or deferred) | 'done' | 'failed'. */
  status: 'pending' | 'done' | 'failed';
  /** The key of the netted delta the push went (or goes) out in; null before it is in a round. */
  key: string | null;
  /** The platform's stock after the push's round. */
  stockAfter: number | null;
  attempts: number;
  lastError: string | null;
}

/** Every push of one option with its state, in push order (for admins' tools and tests; reads the option's whole history). */
export async function stockPushStates(db: Kysely<PosDb>, optionNo: number): Promise<StockPushState[]> {
  const pushes = await db.selectFrom('pos_stock_pushes').selectAll().where('option_no', '=', optionNo).orderBy('push_id').execute();
  const rounds = await db.selectFrom('pos_stock_push_rounds').selectAll().where('option_no', '=', optionNo).orderBy('round_id').execute();
  return pushes.map((p) => {
    const round = rounds.find((r) => p.push_id >= r.first_push_id && p.push_id <= r.last_push_id && (Number(r.by_key) !== 1 || p.net_key === r.net_key));
    if (!round) {
      // Before 0145, or not yet in a round.
      const status = p.status === 'done' || p.status === 'failed' ? p.status : 'pending';
      return { pushId: p.push_id, clientId: p.client_id, delta: p.delta, status, key: p.net_key, stockAfter: p.stock_after, attempts: p.attempts, lastError: p.last_error };
    }
    const status = round.status === 'done' || round.status === 'failed' ? round.status : 'pending';
    return { pushId: p.push_id, clientId: p.client_id, delta: p.delta, status, key: round.net_key, stockAfter: round.stock_after, attempts: round.attempts, lastError: round.last_error };
  });
}

/** Makes every waiting round due now (after a crash in the fault runs: its back-off need not be waited out). */
export async function retryStockPushesNow(db: Kysely<PosDb>): Promise<void> {
  await db.updateTable('pos_stock_push_rounds').set({ next_attempt_at: new Date(0).toISOString() }).where('status', 'in', OPEN).execute();
}
