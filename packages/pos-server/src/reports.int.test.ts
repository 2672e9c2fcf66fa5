// Reports from the ledger: a day's sales by terminal, cashier and payment method; X (today so far);
// Z recorded once per terminal and day; the order screens' list and detail.
import { posRoutePath, type PosDailyReport, type PosSaleDetail, type PosSaleList, type PosZReport } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, ADMIN, type PosStack } from './testing/stack';
import { loginSim, posFetch, registerSimTerminal, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let product: { productNo: number; optionNos: number[] };
const DAY = '2024-03-05';
const at = (hhmm: string): string => new Date(`${DAY}T${hhmm}:00+09:00`).toISOString();

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

let counter2: { terminalId: number; terminalKey: string };
let cashierId = 0;
let firstSaleId = '';

beforeAll(async () => {
  stack = await startPosStack('pos-reports');
  product = await stack.platform.createProduct('리포트 상품', 1000, [1000]);
  await stack.api(posRoutePath('staff.list'), { method: 'POST', json: { name: '정계산', pin: '4321', role: 'cashier' } });
  counter2 = await registerSimTerminal(stack.server.url, '카운터 2', ADMIN, await stack.pairingCode());
  cashierId = (await loginSim(stack.server.url, counter2.terminalKey, '정계산', '4321')).staffId;
  const opt = product.optionNos[0] ?? 0;
  const line = (quantity: number) => [{ productNo: product.productNo, optionNo: opt, quantity, unitPrice: 1000 }];

  const t1 = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
  const s1 = t1.sell(line(3), 'cash', at('10:00'));
  firstSaleId = s1.id;
  t1.sell(line(2), 'card', at('11:00'));
  // 23:59 in Seoul is still the 5th; 00:01 on the 6th is the next business day.
  t1.sell(line(1), 'cash', at('23:59'));
  t1.sell(line(4), 'cash', new Date(`2024-03-06T00:01:00+09:00`).toISOString());
  t1.refund({
    refundNo: 'R1',
    saleId: s1.id,
    refundedAt: at('12:00'),
    reason: '불량',
    lines: [{ lineNo: 1, productNo: product.productNo, optionNo: opt, quantity: 1, amount: 1000, restock: false }],
    payments: [{ method: 'cash', amount: 1000 }],
    total: 1000,
  });
  await t1.syncAll();

  const t2 = new SimTerminal(stack.server.url, counter2.terminalId, counter2.terminalKey, cashierId);
  t2.sell(line(5), 'split', at('15:00'));
  await t2.syncAll();
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('daily report', () => {
  it('sums the Seoul day by terminal, cashier and payment method', async () => {
    const report = await json<PosDailyReport>(await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}`));
    expect(report.totals).toEqual({ salesCount: 4, refundCount: 1, grossSales: 11000, discounts: 0, sales: 11000, refunds: 1000, net: 10000 });
    expect(report.byTerminal.map((t) => [t.terminalName, t.salesCount, t.net])).toEqual([
      ['카운터 1', 3, 5000],
      ['카운터 2', 1, 5000],
    ]);
    expect(report.byCashier.map((c) => [c.staffName, c.sales, c.refunds])).toEqual([
      [ADMIN.name, 6000, 1000],
      ['정계산', 5000, 0],
    ]);
    // The split sale paid 2,500 in cash and 2,500 by card.
    expect(report.byPayment).toEqual([
      { method: 'cash', paymentCount: 3, received: 6500, refunded: 1000, net: 5500 },
      { method: 'card', paymentCount: 2, received: 4500, refunded: 0, net: 4500 },
    ]);
    expect(report.splitSaleCount).toBe(1);

    const one = await json<PosDailyReport>(await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}&terminalId=${counter2.terminalId}`));
    expect(one.totals.sales).toBe(5000);
    const next = await json<PosDailyReport>(await stack.api(`${posRoutePath('reports.daily')}?date=2024-03-06`));
    expect(next.totals.salesCount).toBe(1);
  });

  it('lists the day’s sales and shows one with its refunds', async () => {
    const list = await json<PosSaleList>(await stack.api(`${posRoutePath('sales.list')}?date=${DAY}&terminalId=${stack.terminal.terminalId}`));
    expect(list.items).toHaveLength(3);
    const detail = await json<PosSaleDetail>(await stack.api(posRoutePath('sales.one', { saleId: firstSaleId })));
    expect(detail).toMatchObject({ total: 3000, refunded: 1000, paymentKind: 'cash' });
    expect(detail.refunds).toHaveLength(1);
    expect(detail.sale.lines[0]?.quantity).toBe(3);
  });

  it('X shows this terminal today without recording anything', async () => {
    const t1 = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    t1.sell([{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 1, unitPrice: 1000 }], 'card');
    await t1.syncAll();
    const x = await json<PosDailyReport>(await stack.api(posRoutePath('reports.x')));
    expect(x).toMatchObject({ terminalId: stack.terminal.terminalId, closedAt: null });
    expect(x.totals.salesCount).toBe(1);
    expect(await stack.server.deps.db.selectFrom('pos_z_reports').selectAll().execute()).toEqual([]);
  });

  it('Z closes a day once; asking again answers the recorded close and counts late entries', async () => {
    const first = await stack.api(posRoutePath('reports.z'), { method: 'POST', json: { date: DAY } });
    expect(first.status).toBe(201);
    const z1 = await json<PosZReport>(first);
    expect(z1).toMatchObject({ alreadyClosed: false, terminalId: stack.terminal.terminalId, date: DAY, lateEntries: 0 });
    expect(z1.report.totals.net).toBe(5000);

    const late = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    late.sell([{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 1, unitPrice: 1000 }], 'cash', at('20:00'));
    await late.syncAll();

    const again = await stack.api(posRoutePath('reports.z'), { method: 'POST', json: { date: DAY } });
    expect(again.status).toBe(200);
    const z2 = await json<PosZReport>(again);
    expect(z2).toMatchObject({ zNo: z1.zNo, alreadyClosed: true, closedAt: z1.closedAt, lateEntries: 1 });
    expect(z2.report.totals.net).toBe(5000);
    const daily = await json<PosDailyReport>(await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}&terminalId=${stack.terminal.terminalId}`));
    expect(daily.closedAt).toBe(z1.closedAt);
    expect(daily.totals.net).toBe(6000);

    const asCashier = posFetch(stack.server.url, counter2.terminalKey, (await loginSim(stack.server.url, counter2.terminalKey, '정계산', '4321')).token);
    expect((await asCashier(posRoutePath('reports.z'), { method: 'POST', json: {} })).status).toBe(403);
  });
});
