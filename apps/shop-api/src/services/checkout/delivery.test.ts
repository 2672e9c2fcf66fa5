import { describe, expect, it } from 'vitest';
import { deliveryFee, groupDeliveries, deliveryTotals } from './delivery.ts';
import { priceLines } from './pricing.ts';
import { product } from '../../testing/catalogue-product.ts';

const conditional = { deliveryConditionType: 'CONDITIONAL' as const, baseDeliveryAmt: 3000, aboveDeliveryAmt: 50000, returnDeliveryAmt: 3000 };
const ctx = { now: new Date('2026-06-01T00:00:00Z'), member: true };

describe('delivery fees', () => {
  it('charges per condition type, and nothing for an empty group', () => {
    expect(deliveryFee(conditional, 49999, true)).toBe(3000);
    expect(deliveryFee(conditional, 50000, true)).toBe(0);
    expect(deliveryFee({ ...conditional, deliveryConditionType: 'FIXED_FEE' }, 999999, true)).toBe(3000);
    expect(deliveryFee({ ...conditional, deliveryConditionType: 'FREE' }, 1, true)).toBe(0);
    expect(deliveryFee(conditional, 0, false)).toBe(0);
  });

  it('groups lines by partner and template, adds the island fee once per group, and ignores invalid lines', () => {
    const a = product({ productNo: 1 });
    const b = product({ productNo: 2, delivery: { ...a.delivery, deliveryConditionType: 'FIXED_FEE', deliveryAmt: 5000, deliveryTemplateNo: 2 } });
    const bOptions = b.options.map((o) => ({ ...o, productNo: 2, optionNo: 21 }));
    const catalogue = new Map([[1, a], [2, { ...b, options: bOptions }]]);
    const requests = [
      { cartNo: 1, productNo: 1, optionNo: 11, orderCnt: 2, optionInputs: [] },
      { cartNo: 2, productNo: 2, optionNo: 21, orderCnt: 1, optionInputs: [] },
      { cartNo: 3, productNo: 1, optionNo: 11, orderCnt: 9, optionInputs: [] },
    ];
    const lines = priceLines(requests, catalogue, ctx);
    const groups = groupDeliveries(lines, '40210');
    expect(groups.map((g) => [g.deliveryTemplateNo, g.lines.length, g.deliveryAmt, g.remoteDeliveryAmt])).toEqual([[1, 2, 0, 0], [2, 1, 5000, 5000]]);
    // Line 3 asks for more than the stock, so the whole option is over stock and group 1 ships nothing.
    expect(deliveryTotals(groups)).toEqual({ deliveryAmt: 5000, remoteDeliveryAmt: 5000 });
    const mainland = groupDeliveries(priceLines(requests.slice(0, 2), catalogue, ctx), '06236');
    expect(mainland.map((g) => [g.buyAmt, g.deliveryAmt, g.remoteDeliveryAmt])).toEqual([[27000, 3000, 0], [13500, 5000, 0]]);
  });
});
