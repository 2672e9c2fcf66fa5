// Card, 간편결제 and 현금영수증 through the real VAN agent stand-in on a loopback port, against a real
// terminal database: every outcome, 망취소, recovery after a crash, refunds and reports.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PosSalePayload } from '@courtside/core/pos';
import type { VanStandin } from '@courtside/hardware/van-agent-standin';
import { createTcpVanAgent } from '@courtside/hardware';
import { createTestTerminal } from '../testing/test-terminal.ts';
import { startVanTestTerminal } from '../testing/van-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';
import type { OrderDetail, Payment, SaleDraft } from '../../shared/schemas.ts';

let standin: VanStandin;
let t: TestTerminal;
let env: Record<string, string>;

const line = (optionNo: number, productNo: number, name: string, unitPrice: number, quantity: number) => ({ productNo, optionNo, name, optionName: '', barcode: null, quantity, unitPrice, discount: 0, voidReason: null });
let attempt = 0;
const draft = (payments: Payment[], quantity = 2): SaleDraft => ({
  lines: [line(10, 1, '코트 댐프너', 6000, quantity)],
  saleDiscount: null,
  payments,
  heldSaleId: null,
  attemptId: `attempt-${Date.now()}-${String(++attempt).padStart(6, '0')}`,
});
const open = () => standin.ledger.summary().open;
const sales = () => t.services.db.selectFrom('sales').selectAll().execute();
const payloadOf = (row: { payload: string }) => JSON.parse(row.payload) as PosSalePayload;

// A fresh stand-in (its own ledger) for every test, so each compares only its own payments.
beforeEach(async () => {
  ({ standin, terminal: t, env } = await startVanTestTerminal());
});
afterEach(async () => {
  await t.destroy();
  await standin.close();
});

describe('a card sale through the agent', () => {
  it('sends the amount, records the approval with the sale, and the slip fields come from the agent', async () => {
    const before = standin.ledger.summary().approvals;
    const result = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    expect(result).toMatchObject({ ok: true, value: { total: 12_000, methods: ['card'] } });
    const [sale] = await sales();
    const [card] = payloadOf(sale!).payments;
    expect(card).toMatchObject({ method: 'card', amount: 12_000, issuer: '신한카드', maskedCardNo: '9410-00**-****-0001', entry: 'van', merchantNo: '00987654321', tid: '1000000001', installmentMonths: 0 });
    expect(standin.ledger.summary().approvals).toBe(before + 1);
    const journal = await t.services.db.selectFrom('payment_journal').selectAll().execute();
    expect(journal).toMatchObject([{ state: 'recorded', sale_id: sale!.id, kind: 'card', amount: 12_000 }]);
    expect(open().some((o) => card?.method === 'card' && o.approvalNo === card.approvalNo && o.remaining === 12_000)).toBe(true);
  });

  it('keeps the sale open on a decline with the reason in Korean, and nothing is charged', async () => {
    standin.setCard('9410-0000-0000-0003');
    const before = open().length;
    const result = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT_DECLINED', message: expect.stringContaining('부족') } });
    expect(await sales()).toEqual([]);
    expect(open().length).toBe(before);
  });

  it('refuses zero, more than the balance, and 할부 under 50,000원 before anything is sent', async () => {
    const sent = standin.requests().length;
    for (const payments of [
      [{ method: 'van-card' as const, amount: 12_001, installmentMonths: 0 }],
      [{ method: 'van-card' as const, amount: 12_000, installmentMonths: 3 }],
      [{ method: 'van-card' as const, amount: 5_000, installmentMonths: 0 }],
    ]) {
      const result = await t.dispatch('sales.complete', draft(payments));
      expect(result.ok).toBe(false);
    }
    expect((await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 0, installmentMonths: 0 }]))).ok).toBe(false);
    expect(standin.requests().length).toBe(sent);
  });

  it('takes 할부 from 50,000원 and a split of card and cash', async () => {
    expect((await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 60_000, installmentMonths: 3 }], 10))).ok).toBe(true);
    const split = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 5_000, installmentMonths: 0 }, { method: 'cash', amount: 7_000, tendered: 10_000 }]));
    expect(split).toMatchObject({ ok: true, value: { change: 3_000, methods: ['card', 'cash'] } });
    const payloads = (await sales()).map(payloadOf);
    expect(payloads.find((p) => p.payments.length === 1)?.payments[0]).toMatchObject({ installmentMonths: 3, amount: 60_000 });
  });

  it('net-cancels at once when the reply is lost after the network approved, garbled, or never comes', async () => {
    for (const setup of [() => standin.setCard('9410-0000-0000-0005'), () => standin.setFault('garbled')]) {
      setup();
      const result = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
      expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT_UNKNOWN' } });
      standin.setFault('none');
      standin.setCard('9410-0000-0000-0001');
    }
    expect(await sales()).toEqual([]);
    expect(open()).toEqual([]);
    // No reply at all: the 망취소 goes unanswered too, waits in the journal, and is sent when the agent answers.
    standin.setFault('no-reply');
    const result = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    expect(result).toMatchObject({ ok: false, error: { code: 'PAYMENT_UNKNOWN', message: expect.stringContaining('자동으로 취소') } });
    // The stand-in acted on the 망취소 but its answer was lost too (as the garbled one's was): the journal
    // still owes them, and settles them when the agent answers again.
    expect(await t.services.db.selectFrom('payment_journal').select('state').where('state', '=', 'net-cancel-pending').execute()).toHaveLength(2);
    standin.setFault('none');
    expect(await t.services.payments.recover()).toMatchObject({ netCancelled: 2, stillOwed: 0 });
    expect(open()).toEqual([]);
    const states = (await t.services.db.selectFrom('payment_journal').select('state').execute()).map((r) => r.state);
    expect(states.filter((s) => s === 'net-cancelled')).toHaveLength(3);
  });

  it('answers busy and refused with their own messages, charging nothing', async () => {
    standin.setFault('slow', 300);
    const other = createTcpVanAgent({ host: '127.0.0.1', port: standin.port, tid: 'X', replyTimeoutMs: 2_000 });
    const first = other.approveCard({ txId: 'OTHER-POS-0001', amount: 1_000, vat: 91, installmentMonths: 0 });
    await new Promise((r) => setTimeout(r, 30));
    const busy = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    expect(busy).toMatchObject({ ok: false, error: { code: 'PAYMENT_AGENT_BUSY' } });
    await first;
    await other.netCancel('OTHER-POS-0001');
    standin.setFault('none');
    const settings = await t.services.settings.load();
    await t.services.settings.save({ ...settings, van: { ...settings.van, port: 1 } });
    const refused = await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    expect(refused).toMatchObject({ ok: false, error: { code: 'PAYMENT_AGENT_UNREACHABLE', message: expect.stringContaining('수기 입력') } });
    expect(await sales()).toEqual([]);
  });

  it('records one sale for an attempt sent twice, and asks the agent once', async () => {
    const d = draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]);
    const [a, b] = await Promise.all([t.dispatch('sales.complete', d), t.dispatch('sales.complete', d)]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ error: { code: 'PAYMENT_IN_PROGRESS' } });
    const again = await t.dispatch('sales.complete', d);
    expect(again.ok).toBe(true);
    expect(await sales()).toHaveLength(1);
    expect(standin.requests().filter((r) => r.type === 'D1' && r.txId.length > 0).length).toBeGreaterThan(0);
    expect((await t.services.db.selectFrom('payment_journal').selectAll().execute()).filter((r) => r.kind === 'card')).toHaveLength(1);
  });

  it('net-cancels on restart what a crash left approved without a sale', async () => {
    // The terminal wrote its journal, the network approved, and the process died before the sale.
    const txId = t.services.newId();
    await t.services.journal.begin({ id: txId, kind: 'card', attemptId: 'crashed-attempt-0001', saleId: null, amount: 9_000, vat: 818, request: {}, businessDate: '2026-01-01' });
    const agent = createTcpVanAgent({ host: '127.0.0.1', port: standin.port, tid: '1000000001' });
    expect((await agent.approveCard({ txId, amount: 9_000, vat: 818, installmentMonths: 0 })).kind).toBe('approved');
    expect(open().some((o) => o.txId === txId)).toBe(true);
    const dir = t.dir;
    await t.close();
    const restarted = await createTestTerminal(env, { paymentRecoveryMs: 3_600_000 }, dir);
    await new Promise((r) => setTimeout(r, 300));
    expect(open().some((o) => o.txId === txId)).toBe(false);
    expect(await restarted.services.journal.get(txId)).toMatchObject({ state: 'net-cancelled' });
    t = restarted;
  });
});

describe('간편결제, 현금영수증 and refunds', () => {
  it('approves a 카카오페이 barcode like a card and names it', async () => {
    const result = await t.dispatch('sales.complete', draft([{ method: 'easy-pay', amount: 12_000, barcode: '281012345678901234' }]));
    expect(result.ok).toBe(true);
    const [sale] = await sales();
    expect(payloadOf(sale!).payments[0]).toMatchObject({ method: 'card', provider: 'kakaopay', issuer: '카카오페이', maskedCardNo: null });
    const report = await t.dispatch('reports.x', { print: false });
    expect(report).toMatchObject({ ok: true, value: { report: { byEasyPay: [{ provider: 'kakaopay', label: '카카오페이', count: 1, amount: 12_000 }] } } });
  });

  it('issues a 현금영수증 to a phone number, refuses a bad business number, and self-issues from 100,000원', async () => {
    const ok = await t.dispatch('sales.complete', draft([{ method: 'cash', amount: 12_000, tendered: 12_000, cashReceipt: { identity: '010-1234-5678', purpose: 'income' } }]));
    expect(ok.ok).toBe(true);
    const [sale] = await sales();
    expect(payloadOf(sale!).payments[0]).toMatchObject({ cashReceipt: { status: 'issued', identityMasked: '010-****-5678', purpose: 'income', selfIssued: false } });
    const bad = await t.dispatch('sales.complete', draft([{ method: 'cash', amount: 12_000, tendered: 12_000, cashReceipt: { identity: '1208147522', purpose: 'expense' } }]));
    expect(bad).toMatchObject({ ok: false, error: { code: 'CASH_RECEIPT_INVALID', message: expect.stringContaining('사업자등록번호') } });
    const settings = await t.services.settings.load();
    await t.services.settings.save({ ...settings, van: { ...settings.van, selfIssueCashReceipt: true } });
    expect((await t.dispatch('sales.complete', draft([{ method: 'cash', amount: 120_000, tendered: 120_000 }], 20))).ok).toBe(true);
    const self = (await sales()).map(payloadOf).find((p) => p.totals.total === 120_000);
    expect(self?.payments[0]).toMatchObject({ cashReceipt: { selfIssued: true, identityMasked: '010-000-1234', status: 'issued' } });
    const x = await t.dispatch('reports.x', { print: false });
    expect(x).toMatchObject({ ok: true, value: { report: { cashReceipts: { count: 2, amount: 132_000, pending: 0 } } } });
    expect(standin.ledger.summary().cashReceipts.count).toBeGreaterThanOrEqual(2);
  });

  it('completes a cash sale offline and issues its 현금영수증 when the agent is back; the reprint shows it', async () => {
    const settings = await t.services.settings.load();
    await t.services.settings.save({ ...settings, van: { ...settings.van, port: 1 } });
    const result = await t.dispatch('sales.complete', draft([{ method: 'cash', amount: 12_000, tendered: 20_000, cashReceipt: { identity: '01099998888', purpose: 'income' } }]));
    expect(result.ok).toBe(true);
    const [sale] = await sales();
    expect(payloadOf(sale!).payments[0]).toMatchObject({ cashReceipt: { status: 'pending', approvalNo: null } });
    const pendingView = await t.dispatch('orders.get', { id: sale!.id });
    if (!pendingView.ok) throw new Error(pendingView.error.message);
    expect((pendingView.value as OrderDetail).receiptPreview.join('\n')).toContain('발급 대기 중');
    await t.services.settings.save({ ...settings, van: { ...settings.van, port: standin.port } });
    expect(await t.services.payments.recover()).toMatchObject({ issued: 1 });
    const view = await t.dispatch('orders.get', { id: sale!.id });
    if (!view.ok) throw new Error(view.error.message);
    const detail = view.value as OrderDetail;
    expect(detail.payments[0]).toMatchObject({ cashReceipt: { status: 'issued', approvalNo: expect.stringMatching(/^6/) } });
    expect(detail.receiptPreview.join('\n')).toMatch(/현금영수증/);
  });

  it('refunds part of a card sale through the agent with nothing typed', async () => {
    await t.dispatch('sales.complete', draft([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]));
    const [sale] = await sales();
    const card = payloadOf(sale!).payments[0];
    const refund = await t.dispatch('orders.refund', { saleId: sale!.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '단순 변심', method: 'card', approvalNo: null });
    expect(refund).toMatchObject({ ok: true, value: { refund: { total: 6_000, method: 'card' } } });
    expect(card?.method === 'card' && standin.ledger.remaining(card.approvalNo)).toBe(6_000);
    const rest = await t.dispatch('orders.refund', { saleId: sale!.id, lines: [], reason: '단순 변심', method: 'card', approvalNo: null });
    expect(rest.ok).toBe(true);
    expect(card?.method === 'card' && standin.ledger.remaining(card.approvalNo)).toBe(0);
  });

  it('cancels a 현금영수증 on a cash refund and re-issues it for the remainder', async () => {
    await t.dispatch('sales.complete', draft([{ method: 'cash', amount: 12_000, tendered: 12_000, cashReceipt: { identity: '01012345678', purpose: 'income' } }]));
    const [sale] = await sales();
    const refund = await t.dispatch('orders.refund', { saleId: sale!.id, lines: [{ lineNo: 1, quantity: 1 }], reason: '교환', method: 'cash', approvalNo: null });
    expect(refund.ok).toBe(true);
    const receipts = await t.services.payments.cashReceiptsOf(sale!.id);
    expect(receipts).toMatchObject([{ status: 'issued', amount: 6_000, identityMasked: '010-****-5678' }]);
    const x = await t.dispatch('reports.x', { print: false });
    expect(x).toMatchObject({ ok: true, value: { report: { cashReceipts: { count: 1, amount: 6_000 } } } });
  });

  it('checks the connection for an admin (연결 확인)', async () => {
    const check = await t.services.payments.check();
    expect(check).toMatchObject({ ok: true, merchantNo: '00987654321', tid: '1000000001' });
    expect((await t.dispatch('van.check', {})).ok).toBe(false); // a cashier may not
  });
});
