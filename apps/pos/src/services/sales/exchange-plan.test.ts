import { describe, expect, it } from 'vitest';
import type { PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { discountedSale } from '../testing/sale-fixtures.ts';
import { TerminalError } from '../terminal-error.ts';
import { differenceLabel, planExchange } from './exchange-plan.ts';

const sale: PosSalePayload = discountedSale;

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return error instanceof TerminalError ? error.code : 'other';
  }
  return 'none';
};

describe('exchange plan', () => {
  it('new goods dearer than the returned ones: the shopper pays the difference', () => {
    const plan = planExchange(sale, [], [{ lineNo: 2, quantity: 1 }], 10_000);
    expect(plan.returned).toBe(6300);
    expect(plan).toMatchObject({ newTotal: 10_000, credit: 6300, difference: 3700, due: 3700, refund: 0 });
    expect(plan.returnLines).toEqual([{ lineNo: 2, productNo: 2, optionNo: 20, quantity: 1, amount: 6300, restock: true }]);
    expect(differenceLabel(plan)).toBe('차액 받음');
  });

  it('cheaper new goods: the difference goes back and the credit is the new sale', () => {
    const plan = planExchange(sale, [], [{ lineNo: 2, quantity: 1 }], 2000);
    expect(plan).toMatchObject({ returned: 6300, credit: 2000, difference: -4300, due: 0, refund: 4300 });
    expect(differenceLabel(plan)).toBe('차액 환불');
  });

  it('equal value: nothing changes hands', () => {
    const plan = planExchange(sale, [], [{ lineNo: 1, quantity: 1 }], 900);
    expect(plan).toMatchObject({ returned: 900, credit: 900, difference: 0, due: 0, refund: 0 });
    expect(differenceLabel(plan)).toBe('차액 없음');
  });

  it('credit + due = new total and credit + refund = returned, whatever is exchanged', () => {
    for (const returns of [[{ lineNo: 1, quantity: 1 }], [{ lineNo: 1, quantity: 3 }], [{ lineNo: 1, quantity: 2 }, { lineNo: 2, quantity: 1 }]]) {
      for (const newTotal of [1, 899, 900, 5000, 123_456]) {
        const p = planExchange(sale, [], returns, newTotal);
        expect(p.credit + p.due).toBe(newTotal);
        expect(p.credit + p.refund).toBe(p.returned);
        expect(p.due === 0 || p.refund === 0).toBe(true);
      }
    }
  });

  it('a line already partly refunded exchanges only what is left, down to its last won', () => {
    const earlier: PosRefundPayload = {
      refundNo: 'R1',
      saleId: 'x',
      refundedAt: '2024-03-05T06:00:00.000Z',
      reason: 'r',
      lines: [{ lineNo: 1, productNo: 1, optionNo: 10, quantity: 2, amount: 1800, restock: true }],
      payments: [{ method: 'cash', amount: 1800 }],
      total: 1800,
    };
    expect(planExchange(sale, [earlier], [{ lineNo: 1, quantity: 1 }], 5000).returned).toBe(900);
    expect(codeOf(() => planExchange(sale, [earlier], [{ lineNo: 1, quantity: 2 }], 5000))).toBe('REFUND_EXCEEDS_SALE');
  });

  it('refuses an exchange with nothing returned, nothing new, or an unknown line', () => {
    expect(codeOf(() => planExchange(sale, [], [], 5000))).toBe('EXCHANGE_NO_RETURN');
    expect(codeOf(() => planExchange(sale, [], [{ lineNo: 1, quantity: 0 }], 5000))).toBe('EXCHANGE_NO_RETURN');
    expect(codeOf(() => planExchange(sale, [], [{ lineNo: 1, quantity: 1 }], 0))).toBe('EXCHANGE_NO_NEW_ITEMS');
    expect(codeOf(() => planExchange(sale, [], [{ lineNo: 9, quantity: 1 }], 5000))).toBe('REFUND_LINE_UNKNOWN');
  });
});
