// A 현금영수증 that changes after its sale (#27) reaches the ledger through the real sync route: issued
// later (the agent was away at the sale), re-issued for what a refund left, cancelled; a replay
// changes nothing; a change for a sale the server does not hold, or an issued one without its
// approval, is refused with its code. Runs on SQLite and PostgreSQL like every ledger suite.
import { posRoutePath, type PosCashReceipt, type PosDailyReport, type PosSyncEntry, type PosSyncEntryReply } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, type PosStack } from './testing/stack';
import { newEntryId, salePayload, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let t: SimTerminal;
let product: { productNo: number; optionNos: number[] };
const DAY = '2024-05-07';
const at = (hhmm: string): string => new Date(`${DAY}T${hhmm}:00+09:00`).toISOString();
const PENDING: PosCashReceipt = { status: 'pending', approvalNo: null, purpose: 'income', identityMasked: '010-****-5678', selfIssued: false, amount: 12_000, issuedAt: null };

const report = async (): Promise<PosDailyReport> => (await (await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}`)).json()) as PosDailyReport;
const change = (saleId: string, receipt: PosCashReceipt | null, hhmm: string): PosSyncEntry => ({
  id: newEntryId(),
  kind: 'cash-receipt',
  terminalId: t.terminalId,
  staffId: t.staffId,
  createdAt: at(hhmm),
  payload: { saleId, receipt, changedAt: at(hhmm) },
});
async function send(entry: PosSyncEntry): Promise<PosSyncEntryReply | undefined> {
  t.outbox.push(entry);
  return (await t.syncOnce()).replies[0];
}

beforeAll(async () => {
  stack = await startPosStack('pos-cash-receipts');
  product = await stack.platform.createProduct('현금영수증 상품', 6000, [100]);
  t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('a 현금영수증 changed after its sale', () => {
  let saleId = '';

  it('is pending in the ledger while the agent was away, and issued once the terminal says so', async () => {
    const lines = [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 2, unitPrice: 6000 }];
    const sale: PosSyncEntry = {
      id: newEntryId(),
      kind: 'sale',
      terminalId: t.terminalId,
      staffId: t.staffId,
      createdAt: at('10:00'),
      payload: { ...salePayload('CR-1', lines, 'cash', at('10:00')), payments: [{ method: 'cash', amount: 12_000, tendered: 12_000, change: 0, cashReceipt: PENDING }] },
    };
    saleId = sale.id;
    expect(await send(sale)).toMatchObject({ status: 'applied' });
    expect((await report()).cashReceipts).toEqual({ count: 0, amount: 0, pending: 1 });

    const issued = change(saleId, { ...PENDING, status: 'issued', approvalNo: '60000011', issuedAt: at('10:20') }, '10:20');
    expect(await send(issued)).toMatchObject({ status: 'applied', result: { kind: 'cash-receipt', businessDate: DAY } });
    expect((await report()).cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 0 });

    // The same entry again (a lost answer): answered from its record, nothing counted twice.
    expect(await send(issued)).toMatchObject({ status: 'replayed' });
    expect((await report()).cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 0 });
  });

  it('follows a refund: re-issued for what is left, then cancelled', async () => {
    expect(await send(change(saleId, { ...PENDING, status: 'issued', approvalNo: '60000012', amount: 6_000, issuedAt: at('11:00') }, '11:00'))).toMatchObject({ status: 'applied' });
    expect((await report()).cashReceipts).toEqual({ count: 1, amount: 6_000, pending: 0 });
    expect(await send(change(saleId, null, '11:30'))).toMatchObject({ status: 'applied' });
    expect((await report()).cashReceipts).toEqual({ count: 0, amount: 0, pending: 0 });
  });

  it('refuses a change for a sale the server does not hold, and an issued one without its approval', async () => {
    expect(await send(change(newEntryId(), { ...PENDING, status: 'issued', approvalNo: '60000013' }, '12:00'))).toMatchObject({ status: 'rejected', code: 'POS_SALE_NOT_FOUND' });
    const missing = await send(change(saleId, { ...PENDING, status: 'issued', approvalNo: null }, '12:10'));
    expect(missing).toMatchObject({ status: 'rejected', message: expect.stringContaining('승인번호') });
    expect((await report()).cashReceipts).toEqual({ count: 0, amount: 0, pending: 0 });
  });
});
