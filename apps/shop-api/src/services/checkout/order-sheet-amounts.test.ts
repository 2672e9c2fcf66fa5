import { describe, expect, it } from 'vitest';
import { allocate } from './order-sheet-amounts.ts';

describe('allocate', () => {
  it('splits a discount in proportion and never loses a won', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(3000, [10000, 20000])).toEqual([1000, 2000]);
    const shares = allocate(999, [13500, 27000, 4000]);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(999);
    expect(shares[1]).toBeGreaterThan(shares[0] ?? 0);
  });

  it('gives nothing when there is nothing to split or no weight', () => {
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
    expect(allocate(500, [])).toEqual([]);
  });
});
