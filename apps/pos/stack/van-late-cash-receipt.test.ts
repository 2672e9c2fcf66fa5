// A 현금영수증 issued after its sale reaches the own server's ledger (#27): the agent is away at the
// sale, so the receipt waits as pending on the terminal and on the server; once the agent is back the
// recovery loop issues it, the terminal's outbox carries the change, and the server's report counts it
// issued. A cash refund then re-issues it for what is left, and the server follows again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosDailyReport } from '@courtside/core/pos';
import { startVanStandin, type VanStandin } from '@courtside/hardware/van-agent-standin';
import { startPosStack, type PosStack } from '@courtside/pos-server/testing/stack';
import type { TestTerminal } from '../src/services/testing/test-terminal.ts';
import type { Report } from '../src/shared/schemas.ts';
import { stackTerminal, value as valueOf } from './stack-terminals.ts';

let stack: PosStack;
let standin: VanStandin;
let t: TestTerminal;
let product: { productNo: number; optionNos: number[] };

const value = <T>(channel: string, args: unknown): Promise<T> => valueOf<T>(t, channel, args);
const storeDay = async (date: string) => (await (await stack.api(`/api/pos/reports/daily?date=${date}`)).json()) as PosDailyReport;
const agentAt = async (port: number) => {
  const settings = await t.services.settings.load();
  await t.services.settings.save({ ...settings, van: { ...settings.van, port } });
};

beforeAll(async () => {
  standin = await startVanStandin({ port: 0, ledgerFile: null, readerDelayMs: 0 });
  stack = await startPosStack('pos-van-late-receipt');
  product = await stack.platform.createProduct('현금영수증 댐프너', 6000, [20]);
  t = await stackTerminal(stack, '카운터 1', { POS_VAN_AGENT: `tcp://127.0.0.1:${standin.port}` }, { paymentRecoveryMs: 3_600_000 });
}, 120_000);

afterAll(async () => {
  await t?.destroy();
  await stack?.close();
  await standin?.close();
});

describe('a 현금영수증 issued after the sale', () => {
  it('is pending on the server while the agent is away and issued there once the agent is back', async () => {
    await agentAt(1); // nothing listens on port 1: the agent is away
    const sale = await value<{ id: string }>('sales.complete', {
      lines: [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, name: '현금영수증 댐프너', optionName: '', barcode: null, quantity: 2, unitPrice: 6000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 12_000, tendered: 12_000, cashReceipt: { identity: '010-2222-3333', purpose: 'income' } }],
      heldSaleId: null,
      attemptId: `late-receipt-${Date.now()}`,
    });
    await value('sync.now', {});
    const date = (await value<{ report: Report }>('reports.x', { print: false })).report.date;
    expect((await storeDay(date)).cashReceipts).toEqual({ count: 0, amount: 0, pending: 1 });

    await agentAt(standin.port);
    expect(await t.services.payments.recover()).toMatchObject({ issued: 1 });
    const issued = standin.ledger.entries().filter((e) => e.type === 'cash-receipt');
    expect(issued).toMatchObject([{ amount: 12_000, identity: '010****3333' }]);
    await value('sync.now', {});
    expect((await storeDay(date)).cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 0 });
    // The terminal's own X and the server's agree.
    expect((await value<{ report: Report }>('reports.x', { print: false })).report.cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 0 });
    expect((await t.services.reports.x()).cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 0 });

    // A cash refund of one item: cancelled and re-issued for 6,000원, and the server follows.
    await value('orders.refund', { saleId: sale.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '단순 변심', method: 'cash', approvalNo: null });
    await value('sync.now', {});
    expect((await storeDay(date)).cashReceipts).toEqual({ count: 1, amount: 6_000, pending: 0 });
    expect(standin.ledger.summary().cashReceipts).toMatchObject({ count: 1, amount: 6_000 });
    const outbox = await t.services.db.selectFrom('outbox').select(['kind', 'outcome']).where('kind', '=', 'cash-receipt').execute();
    expect(outbox).toEqual([
      { kind: 'cash-receipt', outcome: 'applied' },
      { kind: 'cash-receipt', outcome: 'applied' },
    ]);
  });
});
