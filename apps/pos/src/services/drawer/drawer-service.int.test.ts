// 시재 and the day's end (#28 items 4–5) on a real terminal (SQLite file, dispatcher): the float at
// the first sign-in, 입금/출금 with a reason (the drawer opens), the Z with a closing count by
// denomination (과부족 = counted − expected), and a sale after Z recorded on the next business day
// — with every drawer record in the outbox as an entry the own server's contract accepts.
import { checkPosSyncEntry, parsePosSyncEntry, type PosSalePayload } from '@courtside/core/pos';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTerminal, readyTerminal, type TestTerminal } from '../testing/test-terminal.ts';
import type { DrawerState, Report } from '../../shared/schemas.ts';

// 2026-11-28 (토) 10:00 KST, moved by the tests.
let clock = Date.parse('2026-11-28T01:00:00Z');
/** Moves the clock (and signs in again: the idle lock would take the jump for a quiet counter). */
const at = async (kst: string) => {
  clock = Date.parse(`${kst}+09:00`);
  await t.services.auth.seedCredential({ staffId: 21, name: '최계산', role: 'admin' }, '2468', 3600_000);
  await t.services.auth.login('최계산', '2468');
};
let t: TestTerminal;

async function value<T>(channel: string, args: unknown): Promise<T> {
  const r = await t.dispatch(channel, args);
  if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`);
  return r.value as T;
}
const cashSale = (won: number, tendered = won) =>
  value<{ id: string; receiptNo: string }>('sales.complete', {
    lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: won / 6000, unitPrice: 6000, discount: 0, voidReason: null }],
    saleDiscount: null,
    payments: [{ method: 'cash', amount: won, tendered }],
    heldSaleId: null,
  });

beforeEach(async () => {
  clock = Date.parse('2026-11-28T01:00:00Z');
  t = await createTestTerminal({}, { now: () => clock });
  await readyTerminal(t, 'admin');
});
afterEach(async () => t.destroy());

describe('시재 through a whole day', () => {
  it('asks for the float, counts cash sales, 입금/출금 and closes with 과부족 = counted − expected', async () => {
    const first = await value<DrawerState>('drawer.state', {});
    expect(first).toMatchObject({ businessDate: '2026-11-28', businessDateLabel: '11월 28일(토)', afterClose: false, needsFloat: true, carriedOver: 0 });

    await value('drawer.openDay', { amount: 100_000 });
    await cashSale(12_000, 20_000); // change 8,000 netted: 12,000 stays in the drawer
    await cashSale(6_000);
    await value('sales.complete', {
      lines: [{ productNo: 2, optionNo: 20, name: '오버그립', optionName: '', barcode: null, quantity: 1, unitPrice: 9000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'card', amount: 9000, approvalNo: '99887766', issuer: '국민카드' }],
      heldSaleId: null,
    });
    await at('2026-11-28T13:05:00');
    const out = await value<{ state: DrawerState }>('drawer.move', { type: 'cash-out', amount: 30_000, reason: '택배비' });
    await value('drawer.move', { type: 'cash-in', amount: 5_000, reason: '잔돈 보충' });
    expect(out.state.drawer.moves.at(-1)).toMatchObject({ type: 'cash-out', amount: 30_000, reason: '택배비', staffName: '최계산', at: '2026-11-28T04:05:00.000Z' });

    const x = (await value<{ report: Report }>('reports.x', { print: false })).report;
    // 100,000 + 18,000 − 30,000 + 5,000; the card sale never touches the drawer.
    expect(x.drawer).toMatchObject({ float: 100_000, floatSet: true, cashSales: 18_000, cashRefunds: 0, cashIn: 5_000, cashOut: 30_000, expected: 93_000, counted: null, overShort: null });

    // Counted 1 × 50,000 + 4 × 10,000 + 2 × 1,000 + 5 × 100 = 92,500: 500 short.
    await at('2026-11-28T21:00:00');
    const counts = [{ denomination: 50_000, count: 1 }, { denomination: 10_000, count: 4 }, { denomination: 1_000, count: 2 }, { denomination: 100, count: 5 }];
    const z = await value<{ report: Report; alreadyClosed: boolean }>('reports.z', { counts });
    expect(z.alreadyClosed).toBe(false);
    expect(z.report.drawer).toMatchObject({ expected: 93_000, counted: 92_500, overShort: -500 });
    expect(z.report.drawer?.counts).toEqual([50_000, 10_000, 5_000, 1_000, 500, 100, 50, 10].map((denomination) => ({ denomination, count: counts.find((c) => c.denomination === denomination)?.count ?? 0 })));

    // Every drawer record went to the outbox as an entry the own server accepts.
    const entries = (await t.services.outbox.pending(100)).filter((r) => r.kind === 'drawer').map((r) => parsePosSyncEntry(JSON.parse(r.payload)));
    expect(entries.map((e) => (e.ok ? [e.entry.kind, checkPosSyncEntry(e.entry).ok, e.entry.payload] : e))).toEqual([
      ['drawer', true, expect.objectContaining({ type: 'float', amount: 100_000, businessDate: '2026-11-28' })],
      ['drawer', true, expect.objectContaining({ type: 'cash-out', amount: 30_000, reason: '택배비' })],
      ['drawer', true, expect.objectContaining({ type: 'cash-in', amount: 5_000, reason: '잔돈 보충' })],
      ['drawer', true, expect.objectContaining({ type: 'close-count', amount: 92_500, expected: 93_000, businessDate: '2026-11-28' })],
    ]);
  });

  it('refuses 출금 without a reason, more than the drawer holds, and a bad count, with codes', async () => {
    await value('drawer.openDay', { amount: 10_000 });
    expect(await t.dispatch('drawer.move', { type: 'cash-out', amount: 1000, reason: '  ' })).toMatchObject({ ok: false, error: { code: 'IPC_INVALID_ARGS' } });
    expect(await t.dispatch('drawer.move', { type: 'cash-out', amount: 20_000, reason: '택배비' })).toMatchObject({ ok: false, error: { code: 'DRAWER_CASH_SHORT', message: expect.stringContaining('10,000원') } });
    expect(await t.dispatch('reports.z', { counts: [{ denomination: 3000, count: 1 }] })).toMatchObject({ ok: false, error: { code: 'DRAWER_COUNT_INVALID' } });
    // A refused count closed nothing.
    expect(await t.services.db.selectFrom('day_closes').selectAll().execute()).toHaveLength(0);
  });
});

describe("the day's end", () => {
  it('records a sale after Z on the next business day, marks it, and asks for the float again', async () => {
    await value('drawer.openDay', { amount: 50_000 });
    await cashSale(6_000);
    await at('2026-11-28T21:00:00');
    await value('reports.z', { counts: [{ denomination: 50_000, count: 1 }, { denomination: 1_000, count: 6 }] });

    const after = await value<DrawerState>('drawer.state', {});
    expect(after).toMatchObject({ businessDate: '2026-11-29', businessDateLabel: '11월 29일(일)', afterClose: true, lastClosedDate: '2026-11-28', closedNothingSince: true, needsFloat: true, carriedOver: 56_000 });
    // Z again with nothing since: the recorded close, nothing new closed.
    expect(await value<{ alreadyClosed: boolean; report: Report }>('reports.z', {})).toMatchObject({ alreadyClosed: true, report: { date: '2026-11-28', salesCount: 1 } });

    await at('2026-11-28T21:30:00');
    const late = await cashSale(12_000);
    expect(late.receiptNo).toMatch(/^T3-20261129-0001$/);
    const row = await t.services.sales.get(late.id);
    expect(row.business_date).toBe('2026-11-29');
    expect((JSON.parse(row.payload) as PosSalePayload).businessDate).toBe('2026-11-29');
    const [entry] = (await t.services.outbox.pending(100)).filter((r) => r.id === late.id).map((r) => JSON.parse(r.payload) as { payload: PosSalePayload });
    expect(entry?.payload.businessDate).toBe('2026-11-29');

    // The closed day is unchanged; the next day shows the sale as rung up after the close.
    expect(await value<Report>('reports.daily', { date: '2026-11-28' })).toMatchObject({ salesCount: 1, net: 6_000 });
    expect(await value<Report>('reports.daily', { date: '2026-11-29' })).toMatchObject({ salesCount: 1, net: 12_000, afterClose: { count: 1, total: 12_000 } });
    expect(await value<DrawerState>('drawer.state', {})).toMatchObject({ closedNothingSince: false, needsFloat: true });

    // A restart keeps the closed day closed.
    const dir = t.dir;
    await t.close();
    t = { ...(await createTestTerminal({}, { now: () => clock }, dir)), destroy: t.destroy };
    expect(await value<DrawerState>('drawer.state', {}).catch(async () => (await t.services.drawer.state()))).toMatchObject({ businessDate: '2026-11-29', afterClose: true });

    // After midnight the 29th is simply the day; its float is entered once.
    await at('2026-11-29T09:00:00');
    const open = await value<DrawerState>('drawer.openDay', { amount: 56_000 });
    expect(open).toMatchObject({ businessDate: '2026-11-29', afterClose: false, needsFloat: false, drawer: { float: 56_000, cashSales: 12_000, expected: 68_000 } });
  });
});
