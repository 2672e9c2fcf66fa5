// 시재 in the ledger (#28 items 4–5) through the real sync route: the opening float, 입금/출금 with a
// reason and the closing count reach the day report per terminal (expected = float + cash sales −
// cash refunds + 입금 − 출금, 과부족 = counted − expected); a replay is applied once; malformed
// records are refused with their code; a sale rung up after Z carries its business day and the
// ledger files it there (marked as sold after the earlier day's close). SQLite and PostgreSQL.
import { posRoutePath, type PosDailyReport, type PosDrawerPayload, type PosSyncEntry, type PosSyncEntryReply } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, type PosStack } from './testing/stack';
import { newEntryId, salePayload, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let t: SimTerminal;
let product: { productNo: number; optionNos: number[] };
const DAY = '2024-05-08';
const NEXT = '2024-05-09';
const at = (hhmm: string, day = DAY): string => new Date(`${day}T${hhmm}:00+09:00`).toISOString();

const report = async (date = DAY): Promise<PosDailyReport> => (await (await stack.api(`${posRoutePath('reports.daily')}?date=${date}`)).json()) as PosDailyReport;
const drawer = (payload: Partial<PosDrawerPayload> & Pick<PosDrawerPayload, 'type' | 'amount'>, hhmm: string): PosSyncEntry => ({
  id: newEntryId(),
  kind: 'drawer',
  terminalId: t.terminalId,
  staffId: t.staffId,
  createdAt: at(hhmm),
  payload: { businessDate: DAY, reason: null, staffName: '관리자', at: at(hhmm), counts: null, expected: null, ...payload },
});
async function send(...entries: PosSyncEntry[]): Promise<readonly PosSyncEntryReply[]> {
  t.outbox.push(...entries);
  return (await t.syncOnce()).replies;
}
const cashSale = (receiptNo: string, won: number, soldAt: string, businessDate?: string): PosSyncEntry => ({
  id: newEntryId(),
  kind: 'sale',
  terminalId: t.terminalId,
  staffId: t.staffId,
  createdAt: soldAt,
  payload: { ...salePayload(receiptNo, [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: won / 5000, unitPrice: 5000 }], 'cash', soldAt), ...(businessDate ? { businessDate } : {}) },
});

beforeAll(async () => {
  stack = await startPosStack('pos-drawer');
  product = await stack.platform.createProduct('시재 상품', 5000, [100]);
  t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('a terminal day of 시재 in the ledger', () => {
  it('files the float, 입금/출금 and the closing count, and reports expected and 과부족', async () => {
    const float = drawer({ type: 'float', amount: 100_000 }, '09:00');
    const replies = await send(
      float,
      cashSale('D-1', 25_000, at('10:00')),
      cashSale('D-2', 10_000, at('11:00')),
      drawer({ type: 'cash-in', amount: 20_000, reason: '잔돈 교환' }, '12:00'),
      drawer({ type: 'cash-out', amount: 30_000, reason: '택배비' }, '13:00'),
    );
    expect(replies.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    expect(replies[0]).toMatchObject({ result: { kind: 'drawer', businessDate: DAY } });
    const open = (await report()).drawers?.[0];
    // 100,000 + 35,000 + 20,000 − 30,000
    expect(open).toMatchObject({ terminalId: t.terminalId, float: 100_000, cashSales: 35_000, cashRefunds: 0, cashIn: 20_000, cashOut: 30_000, expected: 125_000, counted: null, overShort: null });
    expect(open?.moves.map((m) => [m.type, m.amount, m.reason])).toEqual([
      ['float', 100_000, null],
      ['cash-in', 20_000, '잔돈 교환'],
      ['cash-out', 30_000, '택배비'],
    ]);

    // Counted 1 × 50,000 + 7 × 10,000 + 4 × 1,000 = 124,000: 1,000 short.
    const counts = [{ denomination: 50_000, count: 1 }, { denomination: 10_000, count: 7 }, { denomination: 1_000, count: 4 }];
    const close = drawer({ type: 'close-count', amount: 124_000, counts, expected: 125_000 }, '21:00');
    expect((await send(close))[0]).toMatchObject({ status: 'applied' });
    expect((await report()).drawers?.[0]).toMatchObject({ expected: 125_000, counted: 124_000, overShort: -1_000 });

    // The same records again (an answer lost on the way): replayed, nothing counted twice.
    expect((await send(float, close)).map((r) => r.status)).toEqual(['replayed', 'replayed']);
    expect((await report()).drawers?.[0]).toMatchObject({ float: 100_000, expected: 125_000, counted: 124_000, overShort: -1_000 });
    expect((await report()).drawers?.[0]?.moves).toHaveLength(4);
  });

  it('refuses 출금 without a reason, a count that does not add up, and a reused id with other content', async () => {
    const noReason = drawer({ type: 'cash-out', amount: 5_000, reason: '' }, '14:00');
    const badCount = drawer({ type: 'close-count', amount: 99_000, counts: [{ denomination: 50_000, count: 1 }], expected: 0 }, '14:10');
    const oddNote = drawer({ type: 'close-count', amount: 3_000, counts: [{ denomination: 3_000, count: 1 }], expected: 0 }, '14:20');
    const replies = await send(noReason, badCount, oddNote);
    expect(replies).toEqual([
      expect.objectContaining({ status: 'rejected', code: 'POS_ENTRY_INVALID', message: '입금·출금 사유를 입력하세요.' }),
      expect.objectContaining({ status: 'rejected', code: 'POS_ENTRY_INVALID', message: expect.stringContaining('합계') }),
      expect.objectContaining({ status: 'rejected', code: 'POS_ENTRY_INVALID' }),
    ]);
    const first = drawer({ type: 'cash-in', amount: 1_000, reason: '보충' }, '14:30');
    expect((await send(first))[0]).toMatchObject({ status: 'applied' });
    const conflicting = { ...first, payload: { ...first.payload, amount: 2_000 } } as PosSyncEntry;
    expect((await send(conflicting))[0]).toMatchObject({ status: 'rejected', code: 'POS_ID_CONFLICT' });
    expect((await report()).drawers?.[0]).toMatchObject({ cashIn: 21_000 });

    // A malformed batch and a bad report date are refused with a 4xx and a catalogue code, never a 500.
    const batch = await stack.api(posRoutePath('sync'), { method: 'POST', json: { entries: 'not a list' } });
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ code: 'INVALID_REQUEST', message: expect.stringMatching(/[가-힣]/) });
    const badDate = await stack.api(`${posRoutePath('reports.daily')}?date=2024-02-30`);
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toMatchObject({ code: 'POS_DATE_INVALID' });
  });

  it('files a sale rung up after Z on the next business day and marks it as sold after the close', async () => {
    // Sold at 22:00 on the 8th, after the 8th's Z: the terminal records it on the 9th.
    const late = cashSale('D-3', 5_000, at('22:00'), NEXT);
    const replies = await send(late, drawer({ type: 'float', amount: 50_000, businessDate: NEXT }, '22:05'));
    expect(replies[0]).toMatchObject({ status: 'applied', result: { businessDate: NEXT } });
    const day = await report();
    expect(day.totals.salesCount).toBe(2);
    expect(day.afterClose).toEqual({ count: 0, total: 0 });
    const next = await report(NEXT);
    expect(next.totals).toMatchObject({ salesCount: 1, sales: 5_000 });
    expect(next.afterClose).toEqual({ count: 1, total: 5_000 });
    expect(next.drawers?.[0]).toMatchObject({ float: 50_000, cashSales: 5_000, expected: 55_000, counted: null });
    // An earlier business day than the sale's own date is refused.
    const back = cashSale('D-4', 5_000, at('10:00', NEXT), DAY);
    expect((await send(back))[0]).toMatchObject({ status: 'rejected', code: 'POS_ENTRY_INVALID', message: expect.stringContaining('영업일') });
  });
});
