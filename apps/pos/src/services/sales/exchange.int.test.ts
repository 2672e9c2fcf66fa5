// 교환 (#28 item 6) on a real terminal database, with card differences through the real VAN agent
// stand-in on a loopback port: both halves in one transaction, stock both ways, one 교환 영수증, a
// failure inside the transaction leaving nothing (and the approval given back), a stop between the
// approval and the commit net-cancelled on restart, and a resend after a lost answer recording nothing twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PosRefundEntry, PosSaleEntry, PosSalePayload } from '@courtside/core/pos';
import type { VanStandin } from '@courtside/hardware/van-agent-standin';
import { createTestTerminal } from '../testing/test-terminal.ts';
import { startVanTestTerminal } from '../testing/van-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';
import type { ExchangeRequest, ExchangeResult, OrderDetail, Payment, SaleDraft } from '../../shared/schemas.ts';

let standin: VanStandin;
let t: TestTerminal;
let env: Record<string, string>;
let attempt = 0;

const nextAttempt = () => `xchg-${Date.now()}-${String(++attempt).padStart(6, '0')}`;
const damp = (quantity: number) => ({ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity, unitPrice: 6000, discount: 0, voidReason: null });
const grip = (quantity: number) => ({ productNo: 2, optionNo: 20, name: '오버그립', optionName: '', barcode: null, quantity, unitPrice: 9000, discount: 0, voidReason: null });
const stockOf = async (optionNo: number) => (await t.services.db.selectFrom('catalogue_options').select('stock').where('option_no', '=', optionNo).executeTakeFirstOrThrow()).stock;
const count = async (table: 'sales' | 'refunds' | 'outbox') => (await t.services.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

async function sell(payments: Payment[], quantity = 2): Promise<string> {
  const draft: SaleDraft = { lines: [damp(quantity)], saleDiscount: null, payments, heldSaleId: null, attemptId: nextAttempt() };
  const result = await t.dispatch('sales.complete', draft);
  if (!result.ok) throw new Error(result.error.message);
  return (result.value as { id: string }).id;
}

const exchange = (saleId: string, over: Partial<ExchangeRequest> = {}): ExchangeRequest => ({
  saleId,
  returns: [{ lineNo: 1, quantity: 1 }],
  lines: [grip(1)],
  saleDiscount: null,
  reason: '사이즈 교환',
  payments: [],
  refundMethod: 'cash',
  approvalNo: null,
  attemptId: nextAttempt(),
  ...over,
});

beforeEach(async () => {
  ({ standin, terminal: t, env } = await startVanTestTerminal());
});
afterEach(async () => {
  await t.destroy();
  await standin.close();
});

describe('교환 at the counter', () => {
  it('dearer goods: records the return and the new sale linked, the shopper pays the difference in cash, stock moves both ways, one receipt shows both', async () => {
    const saleId = await sell([{ method: 'cash', amount: 12_000, tendered: 12_000 }]);
    const [dampBefore, gripBefore, outboxBefore] = [await stockOf(10), await stockOf(20), await count('outbox')];
    const quote = await t.dispatch('orders.exchangeQuote', { saleId, returns: [{ lineNo: 1, quantity: 1 }], lines: [grip(1)], saleDiscount: null });
    expect(quote).toMatchObject({ ok: true, value: { returned: 6000, newTotal: 9000, credit: 6000, due: 3000, refund: 0 } });

    const result = await t.dispatch('orders.exchange', exchange(saleId, { payments: [{ method: 'cash', amount: 3000, tendered: 5000 }] }));
    expect(result).toMatchObject({ ok: true, value: { returned: 6000, newTotal: 9000, due: 3000, refund: 0, change: 2000 } });
    if (!result.ok) return;

    expect(await stockOf(10)).toBe(dampBefore + 1);
    expect(await stockOf(20)).toBe(gripBefore - 1);
    const outbox = await t.services.db.selectFrom('outbox').selectAll().orderBy('seq').execute();
    expect(outbox.length).toBe(outboxBefore + 2);
    const [refundEntry, saleEntry] = outbox.slice(-2).map((row) => JSON.parse(row.payload) as PosRefundEntry | PosSaleEntry);
    expect(refundEntry?.kind).toBe('refund');
    expect(saleEntry?.kind).toBe('sale');
    if (refundEntry?.kind !== 'refund' || saleEntry?.kind !== 'sale') return;
    expect(refundEntry.payload).toMatchObject({ saleId, total: 6000, payments: [], exchange: { saleId: saleEntry.id, credit: 6000 } });
    expect(saleEntry.payload).toMatchObject({ totals: { total: 9000 }, payments: [{ method: 'cash', amount: 3000, tendered: 5000, change: 2000 }], exchange: { refundId: refundEntry.id, originalSaleId: saleId, credit: 6000 } });

    const detail = await t.dispatch('orders.get', { id: (result.value as ExchangeResult).saleId });
    if (!detail.ok) throw new Error(detail.error.message);
    const text = (detail.value as OrderDetail).receiptPreview.join('\n');
    expect(text).toContain('[교환 영수증]');
    expect(text).toContain('[반품 상품]');
    expect(text).toContain('[교환 상품]');
    expect(text).toMatch(/차액 받음\s+3,000/);
    // The original shows the returned unit as refunded.
    const original = await t.dispatch('orders.get', { id: saleId });
    expect(original.ok && (original.value as OrderDetail).lines[0]?.refundable).toBe(1);
  });

  it('cheaper goods: the difference goes back in cash and the new sale is paid by the returned goods alone', async () => {
    const saleId = await sell([{ method: 'cash', amount: 12_000, tendered: 20_000 }]);
    const result = await t.dispatch('orders.exchange', exchange(saleId, { returns: [{ lineNo: 1, quantity: 2 }] }));
    expect(result).toMatchObject({ ok: true, value: { returned: 12_000, newTotal: 9000, due: 0, refund: 3000 } });
    if (!result.ok) return;
    const sale = await t.services.sales.get((result.value as ExchangeResult).saleId);
    const payload = JSON.parse(sale.payload) as PosSalePayload;
    expect(payload.payments).toEqual([]);
    expect(payload.exchange?.credit).toBe(9000);
    const refund = await t.services.db.selectFrom('refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow();
    expect(JSON.parse(refund.payload)).toMatchObject({ total: 12_000, payments: [{ method: 'cash', amount: 3000 }], exchange: { credit: 9000 } });
    // Local reports count the money that moved: 12,000 in, 3,000 out.
    const report = await t.services.reports.x();
    expect(report).toMatchObject({ byMethod: { cash: 9000 }, net: 9000, grossSales: 21_000, refundTotal: 12_000 });
  });

  it('a card sale: the dearer difference is approved through the agent and recorded with the exchange; a cheaper one is cancelled on the card', async () => {
    const saleId = await sell([{ method: 'van-card', amount: 12_000, installmentMonths: 0 }]);
    const approvals = standin.ledger.summary().approvals;
    const dearer = await t.dispatch('orders.exchange', exchange(saleId, { payments: [{ method: 'van-card', amount: 3000, installmentMonths: 0 }] }));
    expect(dearer).toMatchObject({ ok: true, value: { due: 3000 } });
    expect(standin.ledger.summary().approvals).toBe(approvals + 1);
    if (!dearer.ok) return;
    const journal = await t.services.db.selectFrom('payment_journal').selectAll().where('sale_id', '=', (dearer.value as ExchangeResult).saleId).execute();
    expect(journal).toMatchObject([{ kind: 'card', amount: 3000, state: 'recorded' }]);

    // The other damper for nothing dearer: 6,000 back on the original card, a partial cancel.
    const cheaper = await t.dispatch('orders.exchangeQuote', { saleId, returns: [{ lineNo: 1, quantity: 1 }], lines: [{ ...grip(1), unitPrice: 1000, name: '볼 캔' }], saleDiscount: null });
    expect(cheaper).toMatchObject({ ok: true, value: { refund: 5000, refundMethods: ['card', 'cash'], cardRefundable: 12_000 } });
    const back = await t.dispatch('orders.exchange', exchange(saleId, { lines: [{ ...grip(1), unitPrice: 1000, name: '볼 캔' }], refundMethod: 'card' }));
    expect(back).toMatchObject({ ok: true, value: { refund: 5000 } });
    const original = (await t.services.sales.get(saleId)).payload;
    const approvalNo = (JSON.parse(original) as PosSalePayload).payments[0]?.method === 'card' ? ((JSON.parse(original) as PosSalePayload).payments[0] as { approvalNo: string }).approvalNo : '';
    expect(standin.ledger.summary().open.find((o) => o.approvalNo === approvalNo)?.remaining).toBe(7000);
  });

  it('refuses payments that do not match the difference, and writes nothing', async () => {
    const saleId = await sell([{ method: 'cash', amount: 12_000, tendered: 12_000 }]);
    const before = [await count('sales'), await count('refunds'), await count('outbox'), await stockOf(10), await stockOf(20)];
    for (const payments of [[{ method: 'cash' as const, amount: 2000, tendered: 2000 }], [] as Payment[]]) {
      const result = await t.dispatch('orders.exchange', exchange(saleId, { payments }));
      expect(result).toMatchObject({ ok: false, error: { code: 'SALE_TOTAL_MISMATCH' } });
    }
    expect(await t.dispatch('orders.exchange', exchange(saleId, { returns: [{ lineNo: 1, quantity: 3 }], payments: [{ method: 'cash', amount: 3000, tendered: 3000 }] }))).toMatchObject({ ok: false, error: { code: 'REFUND_EXCEEDS_SALE' } });
    expect([await count('sales'), await count('refunds'), await count('outbox'), await stockOf(10), await stockOf(20)]).toEqual(before);
  });

  it('a failure inside the transaction leaves neither half, and the card approval of the difference is given back', async () => {
    const saleId = await sell([{ method: 'cash', amount: 12_000, tendered: 12_000 }]);
    const before = [await count('sales'), await count('refunds'), await count('outbox'), await stockOf(10), await stockOf(20)];
    // The new sale's insert fails after the refund, its outbox entry and the restock were written.
    const { sql } = await import('kysely');
    await sql`create trigger refuse_exchange_sale before insert on sales when new.total = 9000 begin select raise(abort, 'disk full'); end`.execute(t.services.db);
    const open = standin.ledger.summary().open.length;
    const result = await t.dispatch('orders.exchange', exchange(saleId, { payments: [{ method: 'van-card', amount: 3000, installmentMonths: 0 }] }));
    expect(result.ok).toBe(false);
    expect([await count('sales'), await count('refunds'), await count('outbox'), await stockOf(10), await stockOf(20)]).toEqual(before);
    expect(standin.ledger.summary().open.length).toBe(open);
  });

  it('a stop between the approval and the commit: on restart the approval is net-cancelled and the resend records the exchange once', async () => {
    const saleId = await sell([{ method: 'cash', amount: 12_000, tendered: 12_000 }]);
    const request = exchange(saleId, { payments: [{ method: 'van-card', amount: 3000, installmentMonths: 0 }] });
    const open = standin.ledger.summary().open.length;
    // The terminal stops while the exchange's transaction is about to run: the approval is in the journal only.
    const s = t.services as { exchanges: { record: unknown } };
    s.exchanges = { ...t.services.exchanges, record: () => new Promise(() => undefined) };
    void t.dispatch('orders.exchange', request);
    await waitFor(async () => (await t.services.db.selectFrom('payment_journal').select('state').where('kind', '=', 'card').execute()).some((r) => r.state === 'approved'));
    expect(standin.ledger.summary().open.length).toBe(open + 1);
    const dir = t.dir;
    await t.close();
    t = { ...(await createTestTerminal(env, { paymentRecoveryMs: 3_600_000 }, dir)), destroy: t.destroy };
    await t.services.auth.login('최계산', '2468');
    // The restart's recovery gives the approval back (망취소): the journal row says so.
    await waitFor(async () => (await t.services.db.selectFrom('payment_journal').select('state').where('kind', '=', 'card').execute()).every((r) => r.state === 'net-cancelled'));
    expect(standin.ledger.summary().open.length).toBe(open);
    expect(await count('refunds')).toBe(0);

    const again = await t.dispatch('orders.exchange', request);
    expect(again).toMatchObject({ ok: true, value: { due: 3000 } });
    // The answer is lost and the cashier presses again: the same exchange, nothing charged twice.
    const approvals = standin.ledger.summary().approvals;
    const resend = await t.dispatch('orders.exchange', request);
    expect(resend).toMatchObject({ ok: true, value: { receiptNo: again.ok ? (again.value as ExchangeResult).receiptNo : '', print: { status: 'skipped' } } });
    expect(standin.ledger.summary().approvals).toBe(approvals);
    expect(await count('refunds')).toBe(1);
    expect(await count('sales')).toBe(2);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
