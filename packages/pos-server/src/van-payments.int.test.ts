// Payments taken through the counter's VAN agent (#27) reach the ledger with their 간편결제 provider,
// the masked card number (never a full one) and the 현금영수증 of the cash part; the day's report
// splits them out. Runs on SQLite and PostgreSQL like every ledger suite.
import { posRoutePath, type PosDailyReport, type PosSalePayload, type PosSyncEntry } from '@courtside/core/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosStack, type PosStack } from './testing/stack';
import { newEntryId, salePayload, SimTerminal } from './testing/sim-terminal';

let stack: PosStack;
const DAY = '2024-04-02';
const at = (hhmm: string): string => new Date(`${DAY}T${hhmm}:00+09:00`).toISOString();

beforeAll(async () => {
  stack = await startPosStack('pos-van');
  const product = await stack.platform.createProduct('간편결제 상품', 6000, [6000]);
  const lines = [{ productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 2, unitPrice: 6000 }];
  const t = new SimTerminal(stack.server.url, stack.terminal.terminalId, stack.terminal.terminalKey, stack.admin.staffId);
  const sale = (receiptNo: string, soldAt: string, payments: PosSalePayload['payments']): PosSyncEntry => {
    const payload = { ...salePayload(receiptNo, lines, 'cash', soldAt), payments };
    return { id: newEntryId(), kind: 'sale', terminalId: t.terminalId, staffId: t.staffId, createdAt: soldAt, payload };
  };
  const kakao = sale('V-1', at('10:00'), [
    { method: 'card', amount: 12_000, approvalNo: '50000001', issuer: '카카오페이', maskedCardNo: null, installmentMonths: 0, entry: 'van', provider: 'kakaopay', approvedAt: at('10:00'), merchantNo: '00987654321', tid: '1000000001', txId: 'TX-0001', signed: false },
  ]);
  const card = sale('V-2', at('11:00'), [
    { method: 'card', amount: 12_000, approvalNo: '30000002', issuer: '신한카드', maskedCardNo: '9410-00**-****-0001', installmentMonths: 0, entry: 'van', provider: null, approvedAt: at('11:00') },
  ]);
  const receipt = sale('V-3', at('12:00'), [
    { method: 'cash', amount: 12_000, tendered: 20_000, change: 8_000, cashReceipt: { status: 'issued', approvalNo: '60000003', purpose: 'income', identityMasked: '010-****-5678', selfIssued: false, amount: 12_000, issuedAt: at('12:00') } },
  ]);
  const pending = sale('V-4', at('13:00'), [
    { method: 'cash', amount: 12_000, tendered: 12_000, change: 0, cashReceipt: { status: 'pending', approvalNo: null, purpose: 'expense', identityMasked: '120-81-*****', selfIssued: false, amount: 12_000, issuedAt: null } },
  ]);
  for (const e of [kakao, card, receipt, pending]) t.outbox.push(e);
  t.outbox.push({
    id: newEntryId(),
    kind: 'refund',
    terminalId: t.terminalId,
    staffId: t.staffId,
    createdAt: at('14:00'),
    payload: {
      refundNo: 'VR-1',
      saleId: kakao.id,
      refundedAt: at('14:00'),
      reason: '단순 변심',
      lines: [{ lineNo: 1, productNo: product.productNo, optionNo: product.optionNos[0] ?? 0, quantity: 1, amount: 6_000, restock: true }],
      payments: [{ method: 'card', amount: 6_000, approvalNo: '40000005', originalApprovalNo: '50000001', provider: 'kakaopay', entry: 'van' }],
      total: 6_000,
    },
  });
  await t.syncAll();
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('VAN payments in the ledger', () => {
  it('splits 간편결제 by provider and counts 현금영수증 in the day report', async () => {
    const report = (await (await stack.api(`${posRoutePath('reports.daily')}?date=${DAY}`)).json()) as PosDailyReport;
    expect(report.byPayment).toEqual([
      { method: 'cash', paymentCount: 2, received: 24_000, refunded: 0, net: 24_000 },
      { method: 'card', paymentCount: 2, received: 24_000, refunded: 6_000, net: 18_000 },
    ]);
    expect(report.byEasyPay).toEqual([{ provider: 'kakaopay', paymentCount: 1, received: 12_000, refunded: 6_000, net: 6_000 }]);
    expect(report.cashReceipts).toEqual({ count: 1, amount: 12_000, pending: 1 });
  });

  it('keeps the approval number and the masked card only, and gives another terminal the sale to refund', async () => {
    const rows = await stack.server.deps.db.selectFrom('pos_payments').select(['approval_no', 'masked_card_no', 'provider']).where('business_date', '=', DAY).execute();
    expect(rows.map((r) => r.masked_card_no).filter(Boolean)).toEqual(['9410-00**-****-0001']);
    for (const r of rows) expect(`${r.masked_card_no ?? ''}`.replace(/[^0-9]/g, '').length).toBeLessThanOrEqual(10);
    const list = (await (await stack.api(`${posRoutePath('sales.list')}?date=${DAY}&page=1`)).json()) as { items: { saleId: string; receiptNo: string }[] };
    const v2 = list.items.find((i) => i.receiptNo === 'V-2');
    const detail = (await (await stack.api(posRoutePath('sales.one', { saleId: v2?.saleId ?? '' }))).json()) as { sale: PosSalePayload };
    expect(detail.sale.payments[0]).toMatchObject({ approvalNo: '30000002', entry: 'van', approvedAt: at('11:00'), maskedCardNo: '9410-00**-****-0001' });
  });
});
