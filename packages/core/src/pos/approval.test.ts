import { describe, expect, it } from 'vitest';
import { POS_ROLES } from './contract/roles.ts';
import {
  DEFAULT_POS_DISCOUNT_LIMIT,
  approvalMatches,
  approvalNeeded,
  approvalSummary,
  canApprove,
  discountOverLimit,
  percentOfWon,
  saleDiscountsOverLimit,
  totalDiscount,
} from './approval.ts';

describe('which action needs an admin’s PIN', () => {
  it('asks a cashier and stock staff for refunds, voids and the drawer, never an admin', () => {
    for (const kind of ['refund', 'void-sale', 'drawer-open'] as const) {
      expect(approvalNeeded('cashier', kind)).toBe(true);
      expect(approvalNeeded('stock', kind)).toBe(true);
      expect(approvalNeeded('admin', kind)).toBe(false);
    }
  });
  it('asks for a discount only over the limit', () => {
    expect(approvalNeeded('cashier', 'discount', false)).toBe(false);
    expect(approvalNeeded('cashier', 'discount', true)).toBe(true);
    expect(approvalNeeded('admin', 'discount', true)).toBe(false);
  });
  it('lets only an admin approve', () => {
    expect(POS_ROLES.filter(canApprove)).toEqual(['admin']);
  });
});

describe('the discount limit', () => {
  it('defaults to 10 %', () => {
    expect(DEFAULT_POS_DISCOUNT_LIMIT).toEqual({ mode: 'percent', value: 10 });
  });
  it('allows exactly the limit and refuses one won over it (percent, in integers)', () => {
    expect(discountOverLimit(1_000, 10_000, { mode: 'percent', value: 10 })).toBe(false);
    expect(discountOverLimit(1_001, 10_000, { mode: 'percent', value: 10 })).toBe(true);
    expect(discountOverLimit(333, 3_333, { mode: 'percent', value: 10 })).toBe(false);
    expect(discountOverLimit(334, 3_333, { mode: 'percent', value: 10 })).toBe(true);
    expect(discountOverLimit(0, 0, { mode: 'percent', value: 0 })).toBe(false);
  });
  it('compares an amount limit with the won given', () => {
    expect(discountOverLimit(5_000, 100_000, { mode: 'amount', value: 5_000 })).toBe(false);
    expect(discountOverLimit(5_001, 100_000, { mode: 'amount', value: 5_000 })).toBe(true);
  });
  it('checks each line against its gross and the sale discount against the lines’ net', () => {
    const lines = [
      { quantity: 2, unitPrice: 5_000, discount: 1_000 }, // 10 % of 10,000
      { quantity: 1, unitPrice: 20_000, discount: 0 },
    ];
    const limit = { mode: 'percent', value: 10 } as const;
    expect(saleDiscountsOverLimit(lines, 0, limit)).toBe(false);
    // lines' net 29,000: 2,900 is 10 %, 2,901 is over.
    expect(saleDiscountsOverLimit(lines, 2_900, limit)).toBe(false);
    expect(saleDiscountsOverLimit(lines, 2_901, limit)).toBe(true);
    expect(saleDiscountsOverLimit([{ quantity: 1, unitPrice: 9_999, discount: 1_000 }], 0, limit)).toBe(true);
    expect(totalDiscount(lines, 2_900)).toBe(3_900);
  });
});

describe('a % discount in won', () => {
  it('floors to whole won (원 단위 절사)', () => {
    expect(percentOfWon(12_345, 10)).toBe(1_234);
    expect(percentOfWon(9_999, 5)).toBe(499);
    expect(percentOfWon(3_333, 33)).toBe(1_099);
    expect(percentOfWon(1_000, 12.5)).toBe(125);
  });
  it('never gives more than the base nor less than nothing', () => {
    expect(percentOfWon(5_000, 100)).toBe(5_000);
    expect(percentOfWon(5_000, 150)).toBe(5_000);
    expect(percentOfWon(5_000, 0)).toBe(0);
    expect(percentOfWon(0, 10)).toBe(0);
  });
});

describe('an approval fits one action', () => {
  const granted = { kind: 'refund', subject: 'sale-1', amount: 12_000 } as const;
  it('matches only the same kind, subject and amount', () => {
    expect(approvalMatches(granted, { ...granted })).toBe(true);
    expect(approvalMatches(granted, { ...granted, subject: 'sale-2' })).toBe(false);
    expect(approvalMatches(granted, { ...granted, amount: 12_001 })).toBe(false);
    expect(approvalMatches(granted, { ...granted, kind: 'void-sale' })).toBe(false);
  });
  it('reads as who approved what', () => {
    expect(approvalSummary({ kind: 'refund', approverId: 1, approverName: '김사장', approvedAt: '2024-03-05T05:00:00.000Z', amount: 12_000 })).toBe('관리자 김사장 승인 (환불 12,000원)');
    expect(approvalSummary({ kind: 'drawer-open', approverId: 1, approverName: '김사장', approvedAt: '2024-03-05T05:00:00.000Z', amount: 0 })).toBe('관리자 김사장 승인 (서랍 열기)');
  });
});
