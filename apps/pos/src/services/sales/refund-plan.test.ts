import { describe, expect, it } from 'vitest';
import type { PosRefundPayload, PosSalePayload } from '@courtside/core/pos';
import { discountedSale } from '../testing/sale-fixtures.ts';
import { planRefundLines, refundableByLine } from './refund-plan.ts';
import { refundPayloadOf } from './refund-recorder.ts';
import { salePayloadOf } from './sale-recorder.ts';

const sale: PosSalePayload = discountedSale;

const refundOf = (lines: ReturnType<typeof planRefundLines>): PosRefundPayload => ({
  refundNo: 'R',
  saleId: 'x',
  refundedAt: '2024-03-05T06:00:00.000Z',
  reason: 'r',
  lines,
  payments: [],
  total: lines.reduce((s, l) => s + l.amount, 0),
});

describe('refund amounts', () => {
  it('spreads the sale discount over the lines so a full refund returns exactly what was paid', () => {
    expect([...refundableByLine(sale).values()]).toEqual([2700, 6300]);
    const all = planRefundLines(sale, [], []);
    expect(all.reduce((s, l) => s + l.amount, 0)).toBe(9000);
  });

  it('returns a share per unit, and the last units return what is left of the line', () => {
    const first = planRefundLines(sale, [], [{ lineNo: 1, quantity: 1 }]);
    expect(first[0]?.amount).toBe(900);
    const second = planRefundLines(sale, [refundOf(first)], [{ lineNo: 1, quantity: 2 }]);
    expect(second[0]?.amount).toBe(1800);
    const rest = planRefundLines(sale, [refundOf(first), refundOf(second)], []);
    expect(rest.map((l) => [l.lineNo, l.quantity, l.amount])).toEqual([[2, 1, 6300]]);
  });

  it('refuses more than was sold and lines that are not on the sale', () => {
    expect(() => planRefundLines(sale, [], [{ lineNo: 2, quantity: 2 }])).toThrow(expect.objectContaining({ code: 'REFUND_EXCEEDS_SALE' }));
    expect(() => planRefundLines(sale, [], [{ lineNo: 9, quantity: 1 }])).toThrow(expect.objectContaining({ code: 'REFUND_LINE_UNKNOWN' }));
    const all = planRefundLines(sale, [], []);
    expect(() => planRefundLines(sale, [refundOf(all)], [])).toThrow(expect.objectContaining({ code: 'REFUND_NOTHING' }));
  });
});

describe('sales and refunds stored before `qty` was named `quantity`', () => {
  /** A row as the terminal wrote it before the rename: lines with `qty`. */
  const oldRow = (payload: PosSalePayload | PosRefundPayload) =>
    ({ payload: JSON.stringify({ ...payload, lines: payload.lines.map(({ quantity, ...rest }) => ({ ...rest, qty: quantity })) }) });

  it('reads an old sale and its old refunds in today’s shape, so what is left to refund stays right', () => {
    const stored = salePayloadOf(oldRow(sale));
    expect(stored).toEqual(sale);
    const first = planRefundLines(stored, [], [{ lineNo: 1, quantity: 1 }]);
    const earlier = refundPayloadOf(oldRow(refundOf(first)));
    expect(earlier.lines[0]).toMatchObject({ lineNo: 1, quantity: 1 });
    expect(() => planRefundLines(stored, [earlier], [{ lineNo: 1, quantity: 3 }])).toThrow(expect.objectContaining({ code: 'REFUND_EXCEEDS_SALE' }));
    expect(planRefundLines(stored, [earlier], [{ lineNo: 1, quantity: 2 }])[0]).toMatchObject({ quantity: 2, amount: 1800 });
  });
});
