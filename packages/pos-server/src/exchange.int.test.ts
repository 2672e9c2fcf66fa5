// 교환 (#28 item 6) reaching the ledger through the real sync route: the refund half and the new sale
// name each other with the same credit (0220's columns), payments hold only the difference so the day
// report's sales − refunds equals the money moved by method, a new sale whose refund half is missing
// or disagrees is refused (POS_EXCHANGE_MISMATCH) and a resend changes nothing. SQLite and PostgreSQL.
import { posRoutePath, type PosDailyReport, type PosSyncEntry, type PosSyncEntryReply } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, type PosStack } from './testing/stack';
import { newEntryId, salePayload, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let t: SimTerminal;
let shoe: { productNo: number; optionNos: number[] };
const DAY = '2024-05-08';
const at = (hhmm: string): string => new Date(`${DAY}T${hhmm}:00+09:00`).toISOString();
const report = async (): Promise<PosDailyReport> => (await (await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}`)).json()) as PosDailyReport;

async function send(...entries: PosSyncEntry[]): Promise<readonly PosSyncEntryReply[]> {
  t.outbox.push(...entries);
  return (await t.syncOnce()).replies;
}

const envelope = (id: string, hhmm: string) => ({ id, terminalId: t.terminalId, staffId: t.staffId, createdAt: at(hhmm) });

/** A 2 × 60,000 cash sale of size 260 (option 0), and an exchange of one pair for size 270 (option 1) costing `newPrice`. */
function exchangeOf(saleId: string, newPrice: number, hhmm: string, credit?: number) {
  const refundId = newEntryId();
  const newSaleId = newEntryId();
  const used = credit ?? Math.min(60_000, newPrice);
  const refundBack = 60_000 - used;
  const due = newPrice - used;
  const refund: PosSyncEntry = {
    ...envelope(refundId, hhmm),
    kind: 'refund',
    payload: {
      refundNo: `R-${hhmm}`,
      saleId,
      refundedAt: at(hhmm),
      reason: '사이즈 교환',
      lines: [{ lineNo: 1, productNo: shoe.productNo, optionNo: shoe.optionNos[0] ?? 0, quantity: 1, amount: 60_000, restock: true }],
      payments: refundBack > 0 ? [{ method: 'cash', amount: refundBack }] : [],
      total: 60_000,
      exchange: { saleId: newSaleId, credit: used },
    },
  };
  const base = salePayload(`T-${hhmm}`, [{ productNo: shoe.productNo, optionNo: shoe.optionNos[1] ?? 0, quantity: 1, unitPrice: newPrice }], 'cash', at(hhmm));
  const sale: PosSyncEntry = {
    ...envelope(newSaleId, hhmm),
    kind: 'sale',
    payload: { ...base, payments: due > 0 ? [{ method: 'card', amount: due, approvalNo: `A${hhmm}`, issuer: '신한카드', maskedCardNo: null, installmentMonths: 0 }] : [], exchange: { refundId, originalSaleId: saleId, credit: used } },
  };
  return { refund, sale };
}

beforeAll(async () => {
  stack = await startPosStack('pos-exchange');
  shoe = await stack.platform.createProduct('테니스화', 60_000, [10, 10]);
  t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('an exchange in the ledger', () => {
  let saleId = '';

  it('links the refund and the new sale, counts money once, and moves stock both ways', async () => {
    const original: PosSyncEntry = { ...envelope(newEntryId(), '10:00'), kind: 'sale', payload: salePayload('T-ORIG', [{ productNo: shoe.productNo, optionNo: shoe.optionNos[0] ?? 0, quantity: 2, unitPrice: 60_000 }], 'cash', at('10:00')) };
    saleId = original.id;
    expect(await send(original)).toMatchObject([{ status: 'applied' }]);

    // Size 270 costs 65,000: 60,000 paid by the returned pair, 5,000 by card.
    const { refund, sale } = exchangeOf(saleId, 65_000, '11:00');
    expect(await send(refund, sale)).toMatchObject([{ status: 'applied', result: { kind: 'refund' } }, { status: 'applied', result: { kind: 'sale' } }]);

    const saleRow = await stack.server.deps.db.selectFrom('pos_sales').select(['total', 'exchange_credit', 'exchange_refund_id', 'payment_kind']).where('client_id', '=', sale.id).executeTakeFirstOrThrow();
    expect(saleRow).toMatchObject({ exchange_refund_id: refund.id });
    expect(Number(saleRow.total)).toBe(65_000);
    expect(Number(saleRow.exchange_credit)).toBe(60_000);
    const refundRow = await stack.server.deps.db.selectFrom('pos_refunds').select(['total', 'exchange_credit', 'exchange_sale_id']).where('client_id', '=', refund.id).executeTakeFirstOrThrow();
    expect(refundRow).toMatchObject({ exchange_sale_id: sale.id });
    expect(Number(refundRow.exchange_credit)).toBe(60_000);

    // Stock: the returned pair back on size 260, one pair of 270 out (pushed to the platform by the drain).
    const pushes = await stack.server.deps.db.selectFrom('pos_stock_pushes').select(['client_id', 'option_no', 'delta']).where('client_id', 'in', [refund.id, sale.id]).execute();
    expect(pushes.map((p) => [p.client_id, Number(p.option_no), Number(p.delta)]).sort()).toEqual([[refund.id, shoe.optionNos[0], 1], [sale.id, shoe.optionNos[1], -1]].sort());

    const r = await report();
    // Sales 120,000 + 65,000, refunds 60,000: net 125,000 = 120,000 cash in + 5,000 card in.
    expect(r.totals).toMatchObject({ sales: 185_000, refunds: 60_000, net: 125_000 });
    const net = Object.fromEntries(r.byPayment.map((p) => [p.method, p.net]));
    expect(net).toEqual({ cash: 120_000, card: 5_000 });
  });

  it('a cheaper exchange: the difference goes out in cash, the new sale has no payment', async () => {
    const { refund, sale } = exchangeOf(saleId, 45_000, '12:00');
    expect(await send(refund, sale)).toMatchObject([{ status: 'applied' }, { status: 'applied' }]);
    const r = await report();
    expect(r.totals).toMatchObject({ sales: 230_000, refunds: 120_000, net: 110_000 });
    expect(Object.fromEntries(r.byPayment.map((p) => [p.method, p.net]))).toEqual({ cash: 105_000, card: 5_000 });
    // A resend of both (a lost answer) changes nothing.
    expect(await send(refund, sale)).toMatchObject([{ status: 'replayed' }, { status: 'replayed' }]);
    expect((await report()).totals).toMatchObject({ sales: 230_000, refunds: 120_000, net: 110_000 });
  });

  it('refuses a new sale whose refund half is missing or carries another credit', async () => {
    const otherId = newEntryId();
    // The first sale's two pairs are both exchanged by now; these exchanges return a pair of another sale.
    const other = await send({ ...envelope(otherId, '13:00'), kind: 'sale', payload: salePayload('T-2', [{ productNo: shoe.productNo, optionNo: shoe.optionNos[0] ?? 0, quantity: 2, unitPrice: 60_000 }], 'cash', at('13:00')) });
    expect(other).toMatchObject([{ status: 'applied' }]);
    const lonely = exchangeOf(otherId, 70_000, '13:10');
    expect(await send(lonely.sale)).toMatchObject([{ status: 'rejected', code: 'POS_EXCHANGE_MISMATCH' }]);

    const wrong = exchangeOf(otherId, 70_000, '13:20');
    const sale = wrong.sale.kind === 'sale' && wrong.sale.payload.exchange ? { ...wrong.sale, payload: { ...wrong.sale.payload, payments: [{ method: 'cash' as const, amount: 20_000, tendered: 20_000, change: 0 }], exchange: { ...wrong.sale.payload.exchange, credit: 50_000 } } } : wrong.sale;
    expect(await send(wrong.refund, sale)).toMatchObject([{ status: 'applied' }, { status: 'rejected', code: 'POS_EXCHANGE_MISMATCH', message: expect.stringContaining('교환 차감 금액') }]);
    const count = await stack.server.deps.db.selectFrom('pos_sales').select((eb) => eb.fn.countAll().as('n')).where('exchange_refund_id', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
