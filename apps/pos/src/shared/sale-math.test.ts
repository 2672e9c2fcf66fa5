import { describe, expect, it } from 'vitest';
import { discountLabel, discountWon, saleTotals } from './sale-math.ts';
import type { SaleLine } from './schemas.ts';

const line = (quantity: number, unitPrice: number, discount = 0): SaleLine => ({ productNo: 1, optionNo: 10, name: '댐프너', optionName: '', barcode: null, quantity, unitPrice, discount, voidReason: null });

describe('a discount in won', () => {
  it('takes a percentage floored to whole won (원 단위 절사)', () => {
    expect(discountWon(3 * 3_333, { unit: 'percent', value: 10 })).toBe(999); // 999.9 → 999
    expect(discountWon(12_345, { unit: 'percent', value: 5 })).toBe(617); // 617.25 → 617
    expect(discountWon(9_990, { unit: 'percent', value: 20 })).toBe(1_998);
  });
  it('caps won at the base and refuses less than nothing', () => {
    expect(discountWon(5_000, { unit: 'won', value: 7_000 })).toBe(5_000);
    expect(discountWon(5_000, { unit: 'won', value: -1 })).toBe(0);
    expect(discountWon(5_000, { unit: 'percent', value: 100 })).toBe(5_000);
  });
  it('labels a percentage on the receipt', () => {
    expect(discountLabel({ unit: 'percent', value: 10 })).toBe('할인 10%');
    expect(discountLabel({ unit: 'won', value: 1_000 })).toBe('할인');
  });
  it('a line % and a sale % together add up once in the totals', () => {
    const lines = [line(2, 6_000, discountWon(12_000, { unit: 'percent', value: 10 })), line(1, 9_000)];
    const linesNet = 12_000 - 1_200 + 9_000;
    const sale = discountWon(linesNet, { unit: 'percent', value: 5 }); // 990
    expect(saleTotals(lines, { label: '할인 5%', amount: sale }, [{ method: 'cash', amount: linesNet - sale, tendered: 20_000 }])).toEqual({ linesNet: 19_800, discount: 990, total: 18_810, paid: 18_810, change: 1_190 });
  });
});
