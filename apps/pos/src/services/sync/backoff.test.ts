import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

const policy = { baseMs: 1_000, maxMs: 60_000 };

describe('sync retry backoff', () => {
  it('doubles the planned wait after each failure in a row', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy, 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('never waits longer than the ceiling, however long the outage', () => {
    expect(backoffDelay(10, policy, 1)).toBe(60_000);
    expect(backoffDelay(1_000, policy, 0.999)).toBeLessThanOrEqual(60_000);
  });

  it('spreads retries over the upper half of the planned wait', () => {
    expect(backoffDelay(3, policy, 0)).toBe(2_000);
    expect(backoffDelay(3, policy, 0.5)).toBe(3_000);
    const delays = new Set(Array.from({ length: 50 }, (_, i) => backoffDelay(4, policy, i / 50)));
    expect(delays.size).toBeGreaterThan(40);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(4_000);
      expect(d).toBeLessThanOrEqual(8_000);
    }
  });

  it('treats a zero or negative count as the first retry', () => {
    expect(backoffDelay(0, policy, 1)).toBe(1_000);
    expect(backoffDelay(-3, policy, 1)).toBe(1_000);
  });
});
