import { describe, expect, it } from 'vitest';
import { ascending, benchLine, formatMs, interleave, meetsGoal, percentile } from './bench-figures.ts';

describe('bench figures', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = ascending([5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 95)).toBe(10);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('interleaves the project with the limit parts, turning the order each round', async () => {
    let clock = 0;
    const order: string[] = [];
    const step = (name: string, ms: number) => (round: number) => {
      order.push(`${name}${round}`);
      clock += ms;
    };
    const result = await interleave(2, step('p', 5), [step('a', 1), step('b', 2)], () => clock, step('x', 100));
    expect(order).toEqual(['x0', 'p0', 'a0', 'b0', 'x1', 'a1', 'b1', 'p1']);
    expect(result).toEqual({ project: [5, 5], limit: [3, 3] });
  });

  it('prints the figure, the limit, the ratio, the goal and the load', () => {
    const line = benchLine({ measure: '검색 p95', project: 3, detail: 'p50 1.00 ms', limit: 2.5, limitWhat: '왕복+매치', goal: { maxMs: 5, maxRatio: 1.2 } }, [1.5, 1, 0.25]);
    expect(line).toBe('[bench] 검색 p95: 3.00 ms (p50 1.00 ms) | 같은 실행 한계 2.50 ms (왕복+매치) | 비율 1.20× | 목표 ≤ 5.00 ms, ≤ 1.2× → 충족 | load 1.50 1.00 0.25');
    expect(benchLine({ measure: '동기화', project: 2780, limit: null, goal: { maxMs: 2000 } }, [2])).toBe('[bench] 동기화: 2.78 s | 같은 실행 한계 없음 | 비율 — | 목표 ≤ 2.00 s → 미달 | load 2.00');
    expect(benchLine({ measure: 'x', project: 12, limit: 4, goal: {} }, [])).toContain('목표 — → 충족');
  });

  it('judges goals on time and on ratio', () => {
    expect(meetsGoal({ measure: 'x', project: 6, limit: 5.5, goal: { maxMs: 5 } })).toBe(false);
    expect(meetsGoal({ measure: 'x', project: 4, limit: 2, goal: { maxMs: 5, maxRatio: 1.2 } })).toBe(false);
    expect(meetsGoal({ measure: 'x', project: 4, limit: null, goal: { maxRatio: 1.2 } })).toBe(true);
    expect(meetsGoal({ measure: 'x', project: Number.NaN, limit: 1, goal: { maxMs: 5 } })).toBe(false);
    expect(formatMs(Number.NaN)).toBe('—');
    expect(formatMs(12.345)).toBe('12.3 ms');
  });
});
