import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTerminal, dispatchApproved, readyTerminal } from './testing/test-terminal.ts';
import type { TestTerminal } from './testing/test-terminal.ts';

describe('the one entry point for screen calls', () => {
  let t: TestTerminal;
  beforeEach(async () => {
    t = await createTestTerminal();
  });
  afterEach(async () => t.destroy());

  it('refuses unknown channels and malformed payloads with codes and Korean messages', async () => {
    expect(await t.dispatch('fs.readFile', {})).toEqual({ ok: false, error: { code: 'IPC_UNKNOWN_CHANNEL', message: '알 수 없는 요청입니다.' } });
    const bad = await t.dispatch('auth.login', { name: '김', pin: 'abcd' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'IPC_INVALID_ARGS' } });
  });

  it('needs a signed-in staff member, with the right role', async () => {
    expect(await t.dispatch('orders.list', { date: null, staffId: null })).toMatchObject({ ok: false, error: { code: 'AUTH_REQUIRED', message: '직원 로그인이 필요합니다.' } });
    await readyTerminal(t, 'cashier');
    expect(await t.dispatch('orders.list', { date: null, staffId: null })).toEqual({ ok: true, value: [] });
    expect(await t.dispatch('stock.move', { optionNo: 10, reason: 'receive', quantity: 1, note: '', barcode: null })).toMatchObject({ ok: false, error: { code: 'AUTH_FORBIDDEN' } });
    expect(await t.dispatch('reports.z', {})).toMatchObject({ ok: false, error: { code: 'AUTH_FORBIDDEN' } });
  });

  it('looks a scan up in the cache and refuses a bad check digit before looking', async () => {
    await readyTerminal(t);
    expect(await t.dispatch('catalogue.lookup', { code: '8801234567893' })).toMatchObject({ ok: true, value: { optionNo: 10, price: 6000, name: '코트 댐프너' } });
    expect(await t.dispatch('catalogue.lookup', { code: '8801234567890' })).toMatchObject({ ok: false, error: { message: expect.stringContaining('검증 숫자') } });
    expect(await t.dispatch('catalogue.lookup', { code: '2000000000015' })).toMatchObject({ ok: false, error: { code: 'BARCODE_NOT_FOUND' } });
  });

  it('records a stock count as the difference from the books, and a matching count sends nothing', async () => {
    await readyTerminal(t, 'stock');
    const count = await t.dispatch('stock.move', { optionNo: 10, reason: 'count', quantity: 7, note: '', barcode: '8801234567893' });
    expect(count).toMatchObject({ ok: true, value: { delta: -3, counted: 7, stockAfter: 7 } });
    const same = await t.dispatch('stock.move', { optionNo: 10, reason: 'count', quantity: 7, note: '', barcode: null });
    expect(same).toMatchObject({ ok: true, value: { delta: 0 } });
    expect(await t.services.outbox.pendingCount()).toBe(1);
    // The history names the product, not its option number.
    expect(await t.dispatch('stock.recent', { limit: 5 })).toMatchObject({ ok: true, value: [{ itemName: '코트 댐프너', delta: 0 }, { itemName: '코트 댐프너', delta: -3 }] });
    expect(await t.dispatch('stock.move', { optionNo: 10, reason: 'adjust', quantity: -2, note: '', barcode: null })).toMatchObject({ ok: false, error: { code: 'STOCK_REASON_REQUIRED' } });
  });

  it('reports the day from local records when offline, refunds included', async () => {
    await readyTerminal(t);
    const sale = await t.dispatch('sales.complete', {
      lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 2, unitPrice: 6000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'card', amount: 12000, approvalNo: '99887766', issuer: '국민카드' }],
      heldSaleId: null,
    });
    const id = sale.ok ? (sale.value as { id: string }).id : '';
    const refund = await dispatchApproved(t, 'orders.refund', { saleId: id, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량', method: 'card', approvalNo: '11223344' });
    expect(refund).toMatchObject({ ok: true, value: { refund: { total: 6000 } } });
    const x = await t.dispatch('reports.x', { print: false });
    expect(x).toMatchObject({ ok: true, value: { report: { source: 'local', salesCount: 1, grossSales: 12000, refundTotal: 6000, net: 6000, byMethod: { card: 6000, cash: 0 } } } });
  });

  it('closes the day once: a second Z answers the recorded close and prints nothing new', async () => {
    await readyTerminal(t, 'admin');
    await t.dispatch('sales.complete', {
      lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 1, unitPrice: 6000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 6000, tendered: 6000 }],
      heldSaleId: null,
    });
    const first = await t.dispatch('reports.z', {});
    expect(first).toMatchObject({ ok: true, value: { alreadyClosed: false, closedBy: '최계산', report: { kind: 'z', salesCount: 1, net: 6000 } } });
    const second = await t.dispatch('reports.z', {});
    const firstValue = first.ok ? (first.value as { closedAt: string }) : { closedAt: '' };
    expect(second).toMatchObject({ ok: true, value: { alreadyClosed: true, closedAt: firstValue.closedAt, print: { status: 'skipped', jobId: null }, report: { salesCount: 1, net: 6000 } } });
    expect(await t.services.db.selectFrom('day_closes').selectAll().execute()).toHaveLength(1);
  });
});
