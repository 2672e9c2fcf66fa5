// 시재 in the ledger (#28 item 4): each terminal's `drawer` sync entries — the opening float,
// 입금/출금 with their reason, the closing count by denomination — and what the day report makes of
// them: expected cash = float + cash sales − cash refunds + 입금 − 출금, and 과부족 = counted − expected.
import { expectedDrawerCash, type PosDrawerEntry, type PosDrawerReport } from '@courtside/core/pos';
import type { Transaction } from 'kysely';
import type { AppliedEffect } from './ledger';
import type { PosDeps } from './deps';
import type { PosDb } from './schema';

/** One row per entry (the entry id is unique; ingest applies an id once). */
export async function applyDrawer(trx: Transaction<PosDb>, entry: PosDrawerEntry, now: string): Promise<AppliedEffect> {
  const move = entry.payload;
  const row = await trx
    .insertInto('pos_drawer_moves')
    .values({
      client_id: entry.id,
      terminal_id: entry.terminalId,
      staff_id: entry.staffId,
      staff_name: move.staffName,
      business_date: move.businessDate,
      type: move.type,
      amount: move.amount,
      reason: move.reason,
      counts_json: move.counts === null ? null : JSON.stringify(move.counts),
      expected: move.expected,
      moved_at: move.at,
      applied_at: now,
    })
    .returning('move_no')
    .executeTakeFirstOrThrow();
  return { serverNo: Number(row.move_no), businessDate: move.businessDate };
}

/** Each terminal's 시재 on `date` (one terminal's when `terminalId` is set), terminals with a drawer record only. */
export async function drawerReports(deps: PosDeps, date: string, terminalId: number | null, terminalName: (id: number) => string): Promise<PosDrawerReport[]> {
  let movesQ = deps.db
    .selectFrom('pos_drawer_moves')
    .select(['terminal_id', 'type', 'amount', 'reason', 'staff_name', 'moved_at'])
    .where('business_date', '=', date)
    .orderBy('moved_at')
    .orderBy('move_no');
  let cashQ = deps.db
    .selectFrom('pos_payments')
    .select((eb) => ['terminal_id', 'direction', eb.fn.sum('amount').as('amount')])
    .where('business_date', '=', date)
    .where('method', '=', 'cash');
  if (terminalId !== null) {
    movesQ = movesQ.where('terminal_id', '=', terminalId);
    cashQ = cashQ.where('terminal_id', '=', terminalId);
  }
  const [moves, cash] = await Promise.all([movesQ.execute(), cashQ.groupBy(['terminal_id', 'direction']).execute()]);
  const terminals = [...new Set(moves.map((m) => m.terminal_id))].sort((a, b) => a - b);
  return terminals.map((id) => {
    const own = moves.filter((m) => m.terminal_id === id);
    const sum = (type: string) => own.filter((m) => m.type === type).reduce((s, m) => s + Number(m.amount), 0);
    const last = (type: string) => own.filter((m) => m.type === type).at(-1);
    const cashOf = (direction: string) => Number(cash.find((c) => c.terminal_id === id && c.direction === direction)?.amount ?? 0);
    const figures = { float: Number(last('float')?.amount ?? 0), cashSales: cashOf('in'), cashRefunds: cashOf('out'), cashIn: sum('cash-in'), cashOut: sum('cash-out') };
    const expected = expectedDrawerCash(figures);
    const close = last('close-count');
    const counted = close ? Number(close.amount) : null;
    return {
      terminalId: id,
      terminalName: terminalName(id),
      ...figures,
      expected,
      counted,
      overShort: counted === null ? null : counted - expected,
      moves: own.map((m) => ({ type: m.type, amount: Number(m.amount), reason: m.reason, staffName: m.staff_name, at: m.moved_at })),
    };
  });
}

/** Sales recorded on `date` though sold on an earlier Seoul date: rung up after that day's Z. */
export async function afterCloseSales(deps: PosDeps, date: string, dayStart: string, terminalId: number | null): Promise<{ count: number; total: number }> {
  let q = deps.db
    .selectFrom('pos_sales')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('total').as('total')])
    .where('business_date', '=', date)
    .where('sold_at', '<', dayStart);
  if (terminalId !== null) q = q.where('terminal_id', '=', terminalId);
  const row = await q.executeTakeFirst();
  return { count: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}
