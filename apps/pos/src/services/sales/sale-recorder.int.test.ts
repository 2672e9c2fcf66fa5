import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPosUuidV7 } from '@courtside/core/pos';
import type { PosSaleEntry } from '@courtside/core/pos';
import { createTestTerminal, readyTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';
import type { SaleDraft } from '../../shared/schemas.ts';

const line = (optionNo: number, productNo: number, name: string, unitPrice: number, quantity: number) => ({
  productNo,
  optionNo,
  name,
  optionName: '',
  barcode: null,
  quantity,
  unitPrice,
  discount: 0,
  voidReason: null,
});

const cashSale = (total: number): SaleDraft => ({
  lines: [line(10, 1, '코트 댐프너', 6000, 2), line(20, 2, '오버그립', 9000, 1)].slice(0, total === 12000 ? 1 : 2),
  saleDiscount: null,
  payments: [{ method: 'cash', amount: total, tendered: total + 3000 }],
  heldSaleId: null,
});

describe('recording a sale', () => {
  let t: TestTerminal;
  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t);
  });
  afterEach(async () => t.destroy());

  it('writes the sale and its outbox entry together, stamped with a UUIDv7, the terminal and the staff member', async () => {
    const result = await t.dispatch('sales.complete', cashSale(21000));
    expect(result.ok).toBe(true);
    const sale = await t.services.db.selectFrom('sales').selectAll().executeTakeFirstOrThrow();
    const entry = await t.services.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(entry.id).toBe(sale.id);
    expect(isPosUuidV7(sale.id)).toBe(true);
    const payload = JSON.parse(entry.payload) as PosSaleEntry;
    expect(payload).toMatchObject({ id: sale.id, kind: 'sale', terminalId: 3, staffId: 21 });
    expect(payload.payload.totals.total).toBe(21000);
    expect(payload.payload.payments).toEqual([{ method: 'cash', amount: 21000, tendered: 24000, change: 3000 }]);
    expect(await t.services.outbox.pendingCount()).toBe(1);
    expect((await t.services.catalogue.byOption(10))?.stock).toBe(8);
  });

  it('joins the receipt number into the stored texts made before the transaction, exactly where it belongs', async () => {
    const first = await t.dispatch('sales.complete', cashSale(21000));
    // A name that holds the stand-in the recorder cuts its texts at: stored as typed, the number only in receiptNo.
    const odd = '\u0001receipt\u0001 댐프너';
    const second = await t.dispatch('sales.complete', { ...cashSale(12000), lines: [line(10, 1, odd, 6000, 2)] });
    expect(first.ok && second.ok).toBe(true);
    const sales = await t.services.db.selectFrom('sales').selectAll().orderBy('receipt_no').execute();
    const entries = await t.services.db.selectFrom('outbox').selectAll().execute();
    expect(sales.map((s) => s.receipt_no)).toEqual([expect.stringMatching(/-0001$/), expect.stringMatching(/-0002$/)]);
    for (const sale of sales) {
      const stored = JSON.parse(sale.payload) as PosSaleEntry['payload'];
      const sent = (JSON.parse(entries.find((e) => e.id === sale.id)?.payload ?? '{}') as PosSaleEntry).payload;
      expect(stored.receiptNo).toBe(sale.receipt_no);
      expect(sent).toEqual(stored);
    }
    const oddSale = JSON.parse(sales[1]?.payload ?? '{}') as PosSaleEntry['payload'];
    expect(oddSale.lines[0]?.name).toBe(odd);
  });

  it('writes nothing at all when the payments do not cover the total', async () => {
    const draft = { ...cashSale(21000), payments: [{ method: 'cash' as const, amount: 20000, tendered: 20000 }] };
    const result = await t.dispatch('sales.complete', draft);
    expect(result).toMatchObject({ ok: false, error: { code: 'SALE_TOTAL_MISMATCH' } });
    expect(await t.services.db.selectFrom('sales').selectAll().execute()).toEqual([]);
    expect(await t.services.outbox.pendingCount()).toBe(0);
    expect((await t.services.catalogue.byOption(10))?.stock).toBe(10);
  });

  it('rolls the sale back with its outbox entry when any part of the transaction fails', async () => {
    // A receipt number already taken makes the insert fail inside the transaction.
    await t.dispatch('sales.complete', cashSale(12000));
    await t.services.db.updateTable('meta').set({ value: '0' }).where('key', 'like', 'receipt:%').execute();
    const result = await t.dispatch('sales.complete', cashSale(12000));
    expect(result.ok).toBe(false);
    expect(await t.services.db.selectFrom('sales').selectAll().execute()).toHaveLength(1);
    expect(await t.services.outbox.pendingCount()).toBe(1);
    expect((await t.services.catalogue.byOption(10))?.stock).toBe(8);
  });

  it('keeps a completed sale across a restart of the terminal', async () => {
    const done = await t.dispatch('sales.complete', cashSale(12000));
    await t.close();
    const again = await createTestTerminal({}, {}, t.dir);
    try {
      const sales = await again.services.db.selectFrom('sales').select(['id', 'receipt_no']).execute();
      expect(sales.map((s) => s.id)).toEqual([done.ok ? (done.value as { id: string }).id : '']);
      expect(await again.services.outbox.pendingCount()).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('numbers receipts per terminal and day, and keeps voided lines out of the money but on the record', async () => {
    const draft: SaleDraft = {
      lines: [line(10, 1, '코트 댐프너', 6000, 1), { ...line(20, 2, '오버그립', 9000, 1), voidReason: '잘못 스캔' }],
      saleDiscount: { label: '단골 할인', amount: 500 },
      payments: [{ method: 'card', amount: 5500, approvalNo: '12345678', issuer: '신한카드' }],
      heldSaleId: null,
    };
    const first = await t.dispatch('sales.complete', draft);
    const second = await t.dispatch('sales.complete', draft);
    expect(first.ok && second.ok).toBe(true);
    const rows = await t.services.db.selectFrom('sales').select(['receipt_no', 'total', 'payload']).orderBy('receipt_no').execute();
    expect(rows.map((r) => r.receipt_no.slice(-4))).toEqual(['0001', '0002']);
    expect(rows[0]?.receipt_no).toMatch(/^T3-\d{8}-0001$/);
    expect(rows[0]?.total).toBe(5500);
    const payload = JSON.parse(rows[0]?.payload ?? '{}') as PosSaleEntry['payload'];
    expect(payload.voidedLines).toEqual([{ productNo: 2, optionNo: 20, quantity: 1, reason: '잘못 스캔' }]);
    expect(payload.lines).toHaveLength(1);
  });

  it('records a payment attempt sent twice (its first answer lost) once, and answers the first sale', async () => {
    const draft = { ...cashSale(12000), attemptId: '0f3c9a7e5b2d4c1a8e6f0b9d7c5a3e1f' };
    const first = await t.dispatch('sales.complete', draft);
    const again = await t.dispatch('sales.complete', draft);
    expect(first).toMatchObject({ ok: true, value: { attemptId: draft.attemptId, methods: ['cash'] } });
    expect(again).toMatchObject({ ok: true, value: { id: first.ok ? (first.value as { id: string }).id : '', print: { status: 'skipped' } } });
    expect(await t.services.db.selectFrom('sales').selectAll().execute()).toHaveLength(1);
    expect(await t.services.outbox.pendingCount()).toBe(1);
    expect((await t.services.catalogue.byOption(10))?.stock).toBe(8);
  });

  it('shows a sale recorded before a restart and never seen on 완료, until the cashier confirms it', async () => {
    const seen = await t.dispatch('sales.complete', cashSale(12000));
    const unseen = await t.dispatch('sales.complete', { ...cashSale(21000), attemptId: 'aaaabbbbccccddddeeeeffff00001111' });
    const seenId = seen.ok ? (seen.value as { id: string }).id : '';
    const unseenId = unseen.ok ? (unseen.value as { id: string }).id : '';
    await t.dispatch('sales.acknowledge', { id: seenId });
    // Sales of this run are not crash survivors: another tab may be showing 완료 for them right now.
    expect(await t.dispatch('sales.unacknowledged', {})).toEqual({ ok: true, value: [] });
    await t.close();
    const again = await createTestTerminal({}, { now: () => Date.now() + 1000 }, t.dir);
    try {
      await again.services.auth.login('최계산', '2468');
      const listed = await again.dispatch('sales.unacknowledged', {});
      expect(listed).toMatchObject({ ok: true, value: [{ id: unseenId, total: 21000, attemptId: 'aaaabbbbccccddddeeeeffff00001111', items: [{ name: '코트 댐프너', quantity: 2, amount: 12000 }, { name: '오버그립', quantity: 1, amount: 9000 }] }] });
      await again.dispatch('sales.acknowledge', { id: unseenId });
      expect(await again.dispatch('sales.unacknowledged', {})).toEqual({ ok: true, value: [] });
    } finally {
      await again.close();
    }
  });

  it('waits for a transaction another service holds open instead of joining it, so its rollback never takes a sale or shows half of it', async () => {
    const actor = { staffId: 21, staffName: '최계산', terminalId: 3, terminalName: '카운터 3' };
    let recorded: Promise<unknown> | undefined;
    let lookedUp: Promise<{ stock: number } | undefined> | undefined;
    await expect(
      t.services.db.transaction().execute(async (trx) => {
        await trx.updateTable('catalogue_options').set({ stock: 999 }).where('option_no', '=', 10).execute();
        recorded = t.services.sales.record(cashSale(12000), actor);
        lookedUp = t.services.catalogue.lookupBarcode('8801234567893');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('그만');
      }),
    ).rejects.toThrow('그만');
    await recorded;
    // Both waited for the rollback, then ran in order: the lookup never saw the uncommitted 999.
    expect((await lookedUp)?.stock).toBe(8);
    expect(await t.services.db.selectFrom('sales').selectAll().execute()).toHaveLength(1);
    expect(await t.services.outbox.pendingCount()).toBe(1);
    expect((await t.services.catalogue.byOption(10))?.stock).toBe(8);
  });
});
