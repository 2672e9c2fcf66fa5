// 시재 (#28 item 4) and the business day (item 5) on this terminal. The drawer's records — the
// opening float, 입금/출금 with a reason, the closing count — are written with their `drawer` outbox
// entry in one transaction (the own server's ledger gets each once). Expected cash and 과부족 are
// core's rules (`@courtside/core/pos` drawer.ts) over this terminal's own sales and refunds: the
// drawer is this terminal's, so its own records are complete even offline.
//
// The business day: Seoul's date, unless that day was closed with Z — then the day after the last
// closed one, so a sale after Z is never recorded into the closed day. The last closed day is kept
// in memory (read from `day_closes` at start, moved by `markClosed` when Z commits), so recorders
// ask for it without a query inside their transactions.
import {
  checkDrawerCounts,
  checkDrawerMove,
  drawerCountTotal,
  expectedDrawerCash,
  fullDrawerCounts,
  koreanBusinessDateLabel,
  posOpenBusinessDay,
  upgradePosPayload,
  type DrawerCount,
  type PosBusinessDay,
  type PosDrawerEntry,
  type PosDrawerPayload,
  type PosRefundPayload,
  type PosSalePayload,
} from '@courtside/core/pos';
import type { Transaction } from 'kysely';
import type { TerminalDatabase, TerminalDb } from '../db/schema.ts';
import type { UuidV7Generator } from '../ids/uuid-v7.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import { TerminalError } from '../terminal-error.ts';
import type { DrawerState, DrawerSummary } from '../../shared/schemas.ts';

export interface DrawerActor {
  readonly staffId: number;
  readonly staffName: string;
  readonly terminalId: number;
}

export interface DrawerDeps {
  readonly db: TerminalDb;
  readonly newId: UuidV7Generator;
  readonly now: () => number;
}

type Db = TerminalDb | Transaction<TerminalDatabase>;

export async function createDrawerService(deps: DrawerDeps) {
  const { db } = deps;
  const closed = await db.selectFrom('day_closes').select((eb) => eb.fn.max('business_date').as('date')).executeTakeFirst();
  let lastClosed: string | null = closed?.date ?? null;

  const day = (at = deps.now()): PosBusinessDay => posOpenBusinessDay(at, lastClosed);

  async function write(trx: Db, actor: DrawerActor, move: Omit<PosDrawerPayload, 'staffName' | 'at'>): Promise<void> {
    const id = deps.newId();
    const at = new Date(deps.now()).toISOString();
    const payload: PosDrawerPayload = { ...move, staffName: actor.staffName, at };
    await trx
      .insertInto('drawer_moves')
      .values({
        id,
        business_date: move.businessDate,
        type: move.type,
        amount: move.amount,
        reason: move.reason,
        counts: move.counts === null ? null : JSON.stringify(move.counts),
        expected: move.expected,
        staff_id: actor.staffId,
        staff_name: actor.staffName,
        at,
      })
      .execute();
    const entry: PosDrawerEntry = { id, kind: 'drawer', terminalId: actor.terminalId, staffId: actor.staffId, createdAt: at, payload };
    await enqueueOutbox(trx, { id, kind: 'drawer', payload: entry, createdAt: at });
  }

  /** The drawer on `date`: float, cash taken and given back, 입금/출금, expected, and the closing count if made. */
  async function summary(date: string, trx: Db = db): Promise<DrawerSummary> {
    const [moves, sales, refunds] = await Promise.all([
      trx.selectFrom('drawer_moves').selectAll().where('business_date', '=', date).orderBy('at').orderBy('id').execute(),
      trx.selectFrom('sales').select('payload').where('business_date', '=', date).execute(),
      trx.selectFrom('refunds').select('payload').where('business_date', '=', date).execute(),
    ]);
    const cashSales = sales.reduce((sum, row) => sum + upgradePosPayload(JSON.parse(row.payload) as PosSalePayload).payments.reduce((s, p) => s + (p.method === 'cash' ? p.amount : 0), 0), 0);
    const cashRefunds = refunds.reduce((sum, row) => sum + upgradePosPayload(JSON.parse(row.payload) as PosRefundPayload).payments.reduce((s, p) => s + (p.method === 'cash' ? p.amount : 0), 0), 0);
    const of = (type: string) => moves.filter((m) => m.type === type);
    const float = of('float').at(-1);
    const figures = {
      float: float?.amount ?? 0,
      cashSales,
      cashRefunds,
      cashIn: of('cash-in').reduce((s, m) => s + m.amount, 0),
      cashOut: of('cash-out').reduce((s, m) => s + m.amount, 0),
    };
    const expected = expectedDrawerCash(figures);
    const close = of('close-count').at(-1);
    return {
      ...figures,
      floatSet: float !== undefined,
      expected,
      counted: close?.amount ?? null,
      overShort: close ? close.amount - (close.expected ?? expected) : null,
      counts: close?.counts ? (JSON.parse(close.counts) as DrawerCount[]) : null,
      moves: moves.map((m) => ({ type: m.type, amount: m.amount, reason: m.reason, staffName: m.staff_name, at: m.at })),
    };
  }

  async function state(): Promise<DrawerState> {
    const today = day();
    const [drawer, carried, activity] = await Promise.all([
      summary(today.businessDate),
      db.selectFrom('drawer_moves').select('amount').where('type', '=', 'close-count').where('business_date', '<', today.businessDate).orderBy('at', 'desc').executeTakeFirst(),
      db.selectFrom('sales').select('id').where('business_date', '=', today.businessDate).executeTakeFirst(),
    ]);
    return {
      businessDate: today.businessDate,
      businessDateLabel: koreanBusinessDateLabel(today.businessDate),
      afterClose: today.afterClose,
      lastClosedDate: lastClosed,
      closedNothingSince: today.afterClose && activity === undefined && drawer.moves.length === 0,
      needsFloat: !drawer.floatSet,
      carriedOver: carried?.amount ?? 0,
      drawer,
    };
  }

  return {
    day,
    /** The business day of a record made at `at` (what the sale and refund recorders stamp). */
    businessDateAt: (at: number): string => day(at).businessDate,
    lastClosedDate: (): string | null => lastClosed,
    /** Z committed for `date`: later records go to the next business day. */
    markClosed(date: string): void {
      if (lastClosed === null || date > lastClosed) lastClosed = date;
    },
    summary,
    state,

    /** The opening float of the current business day (entered again, the latest counts). */
    async openDay(amount: number, actor: DrawerActor): Promise<DrawerState> {
      const rule = checkDrawerMove({ type: 'float', amount, reason: null });
      if (rule) throw new TerminalError(rule);
      await db.transaction().execute((trx) => write(trx, actor, { type: 'float', businessDate: day().businessDate, amount, reason: null, counts: null, expected: null }));
      return state();
    },

    /** 입금 or 출금 with its reason, on the current business day. */
    async move(type: 'cash-in' | 'cash-out', amount: number, reason: string, actor: DrawerActor): Promise<DrawerState> {
      const rule = checkDrawerMove({ type, amount, reason });
      if (rule) throw new TerminalError(rule);
      if (type === 'cash-out') {
        const now = await summary(day().businessDate);
        if (amount > now.expected) throw new TerminalError('DRAWER_CASH_SHORT', { message: `서랍에 있어야 할 현금(${now.expected.toLocaleString('ko-KR')}원)보다 많이 출금할 수 없습니다.` });
      }
      await db.transaction().execute((trx) => write(trx, actor, { type, businessDate: day().businessDate, amount, reason: reason.trim(), counts: null, expected: null }));
      return state();
    },

    /** The closing count of `date`, written inside the Z's transaction; answers the drawer as closed. */
    async recordCloseCount(trx: Transaction<TerminalDatabase>, date: string, counts: readonly DrawerCount[], actor: DrawerActor): Promise<DrawerSummary> {
      const rule = checkDrawerCounts(counts);
      if (rule) throw new TerminalError(rule);
      const full = fullDrawerCounts(counts);
      const before = await summary(date, trx);
      await write(trx, actor, { type: 'close-count', businessDate: date, amount: drawerCountTotal(full), reason: null, counts: full, expected: before.expected });
      return summary(date, trx);
    },
  };
}

export type DrawerService = Awaited<ReturnType<typeof createDrawerService>>;
