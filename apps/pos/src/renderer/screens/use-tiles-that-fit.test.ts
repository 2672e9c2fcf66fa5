import { describe, expect, it } from 'vitest';
import { openingTab, tilesThatFit } from './use-tiles-that-fit.ts';

const TILE = { minWidth: 162, height: 117, gap: 8 };

describe('tiles that fit', () => {
  it('fills a 1920×1080 counter’s box with whole rows, not four tiles', () => {
    expect(tilesThatFit({ width: 700, height: 760 }, TILE)).toBe(4 * 6);
  });
  it('keeps one whole tile on a tiny box', () => {
    expect(tilesThatFit({ width: 100, height: 50 }, TILE)).toBe(1);
  });
});

describe('opening tab', () => {
  it('waits until both the pinned count and the categories are known', () => {
    expect(openingTab(undefined, [])).toBeNull();
    expect(openingTab(0, undefined)).toBeNull();
  });
  it('opens 즐겨찾기 when something is pinned, else the first category with products, else 전체', () => {
    expect(openingTab(2, [{ categoryNo: 5, count: 3 }])).toEqual({ kind: 'favourites' });
    expect(openingTab(0, [{ categoryNo: 4, count: 0 }, { categoryNo: 5, count: 3 }])).toEqual({ kind: 'category', categoryNo: 5 });
    expect(openingTab(0, [])).toEqual({ kind: 'all' });
  });
});
