// Manager approvals (#28 item 3) in the own server's ledger: a sale's discount approval and a refund's
// approval arrive in their entries, are stored on the ledger rows (0210) and in the payloads the
// sale's detail answers; entries without one (an admin's own, terminals from before) store nulls.
import { posRoutePath, type PosApprovalRecord, type PosSaleDetail, type PosSyncEntry, type PosSyncReply } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, type PosStack } from './testing/stack';
import { SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
let productNo: number;
let optionNo: number;

async function sync(entries: readonly PosSyncEntry[]): Promise<PosSyncReply> {
  const res = await stack.api(posRoutePath('sync'), { method: 'POST', json: { terminalId: stack.terminal.terminalId, entries } });
  expect(res.status).toBe(200);
  return (await res.json()) as PosSyncReply;
}

const approval = (kind: PosApprovalRecord['kind'], amount: number): PosApprovalRecord => ({ kind, approverId: stack.admin.staffId, approverName: '김사장', approvedAt: '2026-11-28T05:00:00.000Z', amount });

beforeAll(async () => {
  stack = await startPosStack('pos-approvals');
  const product = await stack.platform.createProduct('승인 댐프너', 5000, [100]);
  productNo = product.productNo;
  optionNo = product.optionNos[0] ?? 0;
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('approvals in the ledger', () => {
  it('stores who approved a sale’s discount and a cashier’s refund, and answers them with the sale', async () => {
    const t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    const plain = t.sell([{ productNo, optionNo, quantity: 2, unitPrice: 5000 }]);
    const sale = { ...plain, payload: { ...plain.payload, approval: approval('discount', 2000) } } as PosSyncEntry;
    const refund = t.refund({
      refundNo: 'R-A1',
      saleId: sale.id,
      refundedAt: new Date().toISOString(),
      reason: '불량',
      lines: [{ lineNo: 1, productNo, optionNo, quantity: 1, amount: 5000, restock: true }],
      payments: [{ method: 'cash', amount: 5000 }],
      total: 5000,
      approval: approval('refund', 5000),
    });
    const reply = await sync([sale, refund]);
    expect(reply.results.map((r) => r.status)).toEqual(['applied', 'applied']);

    const db = stack.server.deps.db;
    const saleRow = await db.selectFrom('pos_sales').select(['approval_kind', 'approved_by_staff_id', 'approved_by_name', 'approved_at']).where('client_id', '=', sale.id).executeTakeFirstOrThrow();
    expect({ ...saleRow, approved_by_staff_id: Number(saleRow.approved_by_staff_id) }).toEqual({ approval_kind: 'discount', approved_by_staff_id: stack.admin.staffId, approved_by_name: '김사장', approved_at: '2026-11-28T05:00:00.000Z' });
    const refundRow = await db.selectFrom('pos_refunds').select(['approval_kind', 'approved_by_name']).where('client_id', '=', refund.id).executeTakeFirstOrThrow();
    expect(refundRow).toEqual({ approval_kind: 'refund', approved_by_name: '김사장' });

    const res = await stack.api(posRoutePath('sales.one', { saleId: sale.id }), { method: 'GET' });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as PosSaleDetail;
    expect(detail.sale.approval).toEqual(approval('discount', 2000));
    expect(detail.refunds[0]?.payload.approval).toEqual(approval('refund', 5000));
  });

  it('stores nulls for an entry without an approval (an admin’s own, or written before approvals)', async () => {
    const t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    const sale = t.sell([{ productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    expect((await sync([sale])).results[0]?.status).toBe('applied');
    const row = await stack.server.deps.db.selectFrom('pos_sales').select(['approval_kind', 'approved_by_staff_id', 'approved_by_name', 'approved_at']).where('client_id', '=', sale.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ approval_kind: null, approved_by_staff_id: null, approved_by_name: null, approved_at: null });
  });

  it('refuses a malformed approval by field, writing nothing of the entry', async () => {
    const t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
    const plain = t.sell([{ productNo, optionNo, quantity: 1, unitPrice: 5000 }]);
    const bad = { ...plain, payload: { ...plain.payload, approval: { kind: 'everything', approverId: 1, approverName: '김사장', approvedAt: 'x', amount: 0 } } } as unknown as PosSyncEntry;
    const reply = await sync([bad]);
    expect(reply.results[0]).toMatchObject({ status: 'rejected' });
    expect(await stack.server.deps.db.selectFrom('pos_sales').select('sale_no').where('client_id', '=', plain.id).executeTakeFirst()).toBeUndefined();
  });
});
