// Held sales (보류) through the screens' channels: kept in the terminal's database, listed oldest
// first with their totals, taken back by completing them, discarded once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTerminal, readyTerminal } from '../testing/test-terminal.ts';
import type { TestTerminal } from '../testing/test-terminal.ts';

const line = (optionNo: number, productNo: number, name: string, unitPrice: number, quantity: number) => ({ productNo, optionNo, name, optionName: '', barcode: null, quantity, unitPrice, discount: 0, voidReason: null });

describe('held sales', () => {
  let t: TestTerminal;
  let clock = Date.parse('2024-03-05T03:04:00Z');
  beforeEach(async () => {
    t = await createTestTerminal({}, { now: () => clock });
    await readyTerminal(t);
  });
  afterEach(async () => t.destroy());

  it('holds a sale with its discount, lists it with its total, and discards it once', async () => {
    const held = await t.dispatch('sales.hold', { label: '', lines: [line(10, 1, '코트 댐프너', 6000, 2)], saleDiscount: { label: '단골', amount: 1000 } });
    expect(held).toMatchObject({ ok: true, value: { label: '보류 12:04', lineCount: 1, total: 11000 } });
    clock += 60_000;
    await t.dispatch('sales.hold', { label: '김 손님', lines: [line(20, 2, '오버그립', 9000, 1)], saleDiscount: null });

    const listed = await t.dispatch('sales.held', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const items = listed.value as { id: string; label: string; total: number; draft: { saleDiscount: unknown } }[];
    expect(items.map((h) => [h.label, h.total])).toEqual([
      ['보류 12:04', 11000],
      ['김 손님', 9000],
    ]);
    expect(items[0]?.draft.saleDiscount).toEqual({ label: '단골', amount: 1000 });

    const id = items[0]?.id ?? '';
    expect(await t.dispatch('sales.discardHeld', { id })).toEqual({ ok: true, value: null });
    const again = await t.dispatch('sales.discardHeld', { id });
    expect(again).toMatchObject({ ok: false, error: { code: 'HELD_SALE_NOT_FOUND' } });
    expect(await t.services.db.selectFrom('held_sales').select('label').execute()).toEqual([{ label: '김 손님' }]);
  });

  it('completing a held sale removes it with the sale', async () => {
    const held = await t.dispatch('sales.hold', { label: '', lines: [line(10, 1, '코트 댐프너', 6000, 1)], saleDiscount: null });
    if (!held.ok) throw new Error(held.error.message);
    const heldId = (held.value as { id: string }).id;
    const sold = await t.dispatch('sales.complete', { lines: [line(10, 1, '코트 댐프너', 6000, 1)], saleDiscount: null, payments: [{ method: 'cash', amount: 6000, tendered: 6000 }], heldSaleId: heldId });
    expect(sold.ok).toBe(true);
    expect(await t.dispatch('sales.held', {})).toEqual({ ok: true, value: [] });
  });
});
