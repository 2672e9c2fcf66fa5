// The store's orders across terminals, against the real own server (apps/web's POS routes over a
// real platform): terminal A sells; terminal B, online, lists the store's sales by day and receipt
// number, opens A's sale and refunds part of it; the server then holds that refund and B cannot
// refund more than is left. With the server gone, B lists only its own sales.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosStack } from '@courtside/pos-server/testing/stack';
import type { TestTerminal } from '../src/services/testing/test-terminal.ts';
import { startTwoTerminals, value, type TwoTerminals } from './stack-terminals.ts';

let stack: PosStack;
let a: TestTerminal;
let b: TestTerminal;
let product: { productNo: number; optionNos: number[] };

let started: TwoTerminals | undefined;

beforeAll(async () => {
  started = await startTwoTerminals('pos-store-orders', { name: '매장 주문 댐프너', price: 7000 });
  ({ stack, product, a, b } = started);
}, 120_000);

afterAll(async () => {
  await started?.close();
});

describe('the store’s orders', () => {
  let saleId = '';
  let receiptNo = '';

  it('lists a sale made on another terminal, by day and by receipt number', async () => {
    const optionNo = product.optionNos[0] ?? 0;
    const sale = await value<{ id: string; receiptNo: string }>(a, 'sales.complete', {
      lines: [{ productNo: product.productNo, optionNo, name: '매장 주문 댐프너', optionName: '', barcode: null, quantity: 3, unitPrice: 7000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 21000, tendered: 21000 }],
      heldSaleId: null,
    });
    saleId = sale.id;
    receiptNo = sale.receiptNo;
    await value(a, 'sync.now', {});

    type Page = { source: string; total: number; items: { id: string; receiptNo: string; terminalId: number; itemCount: number }[] };
    const all = await value<Page>(b, 'orders.store', { date: null, receiptNo: null, staffId: null, page: 1 });
    expect(all.source).toBe('server');
    expect(all.items).toContainEqual(expect.objectContaining({ id: saleId, receiptNo, itemCount: 3 }));
    const byNumber = await value<Page>(b, 'orders.store', { date: null, receiptNo: receiptNo.slice(0, -2), staffId: null, page: 1 });
    expect(byNumber.items.map((i) => i.receiptNo)).toEqual([receiptNo]);
    const none = await value<Page>(b, 'orders.store', { date: '2001-01-01', receiptNo: null, staffId: null, page: 1 });
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('refunds part of that sale from the other terminal, and no more than is left', async () => {
    const detail = await value<{ lines: { lineNo: number; refundable: number }[] }>(b, 'orders.get', { id: saleId });
    expect(detail.lines[0]?.refundable).toBe(3);
    const refund = await value<{ refund: { total: number } }>(b, 'orders.refund', { saleId, lines: [{ lineNo: 1, quantity: 2 }], reason: '불량', method: 'cash', approvalNo: null });
    expect(refund.refund.total).toBe(14000);
    // Before B's refund reaches the server, B still counts it.
    expect((await value<{ lines: { refundable: number }[] }>(b, 'orders.get', { id: saleId })).lines[0]?.refundable).toBe(1);
    await value(b, 'sync.now', {});
    const server = await (await stack.api(`/api/pos/sales/${saleId}`)).json();
    expect(server).toMatchObject({ refunded: 14000 });
    const tooMuch = await b.dispatch('orders.refund', { saleId, lines: [{ lineNo: 1, quantity: 2 }], reason: '불량', method: 'cash', approvalNo: null });
    expect(tooMuch).toMatchObject({ ok: false, error: { code: 'REFUND_EXCEEDS_SALE' } });
    // In the store's list (from any terminal) the sale shows what was refunded on B.
    const listed = await value<{ items: { id: string; refunded: number }[] }>(a, 'orders.store', { date: null, receiptNo, staffId: null, page: 1 });
    expect(listed.items.find((i) => i.id === saleId)?.refunded).toBe(14000);
  });

  it('lists only this terminal’s own sales when the server cannot be reached', async () => {
    await stack.server.crash();
    const page = await value<{ source: string; items: unknown[] }>(b, 'orders.store', { date: null, receiptNo: null, staffId: null, page: 1 });
    expect(page).toMatchObject({ source: 'local', items: [] });
    const aPage = await value<{ source: string; items: { id: string }[] }>(a, 'orders.store', { date: null, receiptNo: null, staffId: null, page: 1 });
    expect(aPage.source).toBe('local');
    expect(aPage.items.map((i) => i.id)).toEqual([saleId]);
    await stack.restart();
  });
});
