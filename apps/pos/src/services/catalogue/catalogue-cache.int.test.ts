// A catalogue refresh brings the server's stock figure; this terminal's sales, refunds and stock
// movements that have not reached the server yet must stay subtracted (or added) on top of it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTerminal, dispatchApproved, product, readyTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';

const line = (quantity: number) => ({ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity, unitPrice: 6000, discount: 0, voidReason: null });

describe('catalogue refresh and unsynced stock', () => {
  let t: TestTerminal;
  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t);
  });
  afterEach(async () => t.destroy());

  async function stock(): Promise<number | undefined> {
    return (await t.services.catalogue.byOption(10))?.stock;
  }
  async function sell(quantity: number): Promise<string> {
    const result = await t.dispatch('sales.complete', { lines: [line(quantity)], saleDiscount: null, payments: [{ method: 'cash', amount: 6000 * quantity, tendered: 6000 * quantity }], heldSaleId: null });
    if (!result.ok) throw new Error(result.error.message);
    return (result.value as { id: string }).id;
  }
  const refresh = (serverStock: number, cursor: string) => t.services.catalogue.applyPage({ items: product(1, '코트 댐프너', 6000, serverStock, '8801234567893'), nextCursor: cursor, hasMore: false });

  it('shows the server figure minus the sales still waiting to be sent, and no less once they are sent', async () => {
    const first = await sell(2);
    await sell(1);
    expect(await stock()).toBe(7);
    // The server has not heard of either sale: it still says 10.
    await refresh(10, 'v1.5');
    expect(await stock()).toBe(7);
    // The first sale reached the server (its figure now 8); the second still waits.
    await t.services.outbox.settle([{ id: first, outcome: 'applied', result: null }], new Date().toISOString());
    await refresh(8, 'v1.6');
    expect(await stock()).toBe(7);
  });

  it('adds back a pending restocking refund, and leaves other options alone', async () => {
    const sale = await sell(3);
    await t.services.outbox.settle([{ id: sale, outcome: 'applied', result: null }], new Date().toISOString());
    const refund = await dispatchApproved(t, 'orders.refund', { saleId: sale, lines: [{ lineNo: 1, quantity: 1 }], reason: '불량 아님', method: 'cash', approvalNo: null });
    expect(refund.ok).toBe(true);
    await refresh(7, 'v1.7');
    // 7 from the server (the sale), +1 restocked by the refund still in the outbox.
    expect(await stock()).toBe(8);
    expect((await t.services.catalogue.byOption(20))?.stock).toBe(5);
  });
});
