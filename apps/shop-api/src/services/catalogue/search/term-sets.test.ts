import { describe, expect, it } from 'vitest';
import { decodeProductSet, encodeProductSet, intersectProductSets, replaceInSet } from './term-sets.ts';

const set = (...nos: number[]) => Int32Array.from(nos);

describe('term product sets', () => {
  it('round-trips product numbers through bytes, 4 per product', () => {
    const nos = [1, 7, 2_000_001, 2_147_483_647];
    const bytes = encodeProductSet(nos);
    expect(bytes.byteLength).toBe(16);
    expect([...decodeProductSet(bytes)]).toEqual(nos);
    // A slice of a larger buffer (as drivers hand back) decodes from its own offset.
    const padded = Buffer.concat([Buffer.from([9, 9, 9]), bytes]).subarray(3);
    expect([...decodeProductSet(padded)]).toEqual(nos);
  });

  it('intersects any number of sets, whatever their sizes', () => {
    expect([...intersectProductSets([set(1, 3, 5, 7), set(3, 4, 5, 6, 7)])]).toEqual([3, 5, 7]);
    expect([...intersectProductSets([set(2, 4), set(1, 3)])]).toEqual([]);
    expect([...intersectProductSets([set(5), set()])]).toEqual([]);
    expect([...intersectProductSets([set(1, 2, 3)])]).toEqual([1, 2, 3]);
    const evens = Int32Array.from({ length: 50_000 }, (_, i) => i * 2);
    const threes = Int32Array.from({ length: 30_000 }, (_, i) => i * 3);
    const rare = set(6, 7, 60_000, 99_996, 99_998);
    expect([...intersectProductSets([evens, threes, rare])]).toEqual([6, 60_000]);
    const inThrees = new Set(threes);
    expect([...intersectProductSets([evens, threes])]).toEqual([...evens].filter((n) => inThrees.has(n)));
  });

  it('drops and adds products in one pass, keeping the set sorted and without repeats', () => {
    expect([...replaceInSet(set(1, 3, 5, 7), set(3, 7), [2, 5, 9])]).toEqual([1, 2, 5, 9]);
    expect([...replaceInSet(set(), set(), [4, 8])]).toEqual([4, 8]);
    expect([...replaceInSet(set(4, 8), set(4, 8), [])]).toEqual([]);
    expect([...replaceInSet(set(10, 20), set(1, 2, 30), [15])]).toEqual([10, 15, 20]);
    const big = Int32Array.from({ length: 60_000 }, (_, i) => i * 2);
    const out = replaceInSet(big, set(0, 100, 119_998), [1, 101, 200_000]);
    expect(out.length).toBe(60_000);
    expect([...out.subarray(0, 3)]).toEqual([1, 2, 4]);
    expect(out.at(-1)).toBe(200_000);
    expect(out.includes(100)).toBe(false);
  });
});
