import { describe, expect, it } from 'vitest';
import {
  CASH_DENOMINATIONS,
  checkDrawerCounts,
  checkDrawerMove,
  drawerCountTotal,
  drawerOverShort,
  expectedDrawerCash,
  fullDrawerCounts,
  isPlausibleSaleBusinessDate,
  koreanBusinessDateLabel,
  nextPosBusinessDate,
  posOpenBusinessDay,
} from './drawer.ts';

describe('closing count', () => {
  it('sums denomination × count over 5만원 … 10원', () => {
    expect(CASH_DENOMINATIONS).toEqual([50000, 10000, 5000, 1000, 500, 100, 50, 10]);
    expect(drawerCountTotal([{ denomination: 50000, count: 2 }, { denomination: 1000, count: 7 }, { denomination: 10, count: 3 }])).toBe(107_030);
    expect(drawerCountTotal([])).toBe(0);
  });
  it('refuses unknown denominations, repeats, fractions and negatives', () => {
    expect(checkDrawerCounts([{ denomination: 1000, count: 3 }])).toBeNull();
    expect(checkDrawerCounts([{ denomination: 2000, count: 1 }])).toBe('DRAWER_COUNT_INVALID');
    expect(checkDrawerCounts([{ denomination: 1000, count: 1 }, { denomination: 1000, count: 2 }])).toBe('DRAWER_COUNT_INVALID');
    expect(checkDrawerCounts([{ denomination: 100, count: 1.5 }])).toBe('DRAWER_COUNT_INVALID');
    expect(checkDrawerCounts([{ denomination: 100, count: -1 }])).toBe('DRAWER_COUNT_INVALID');
  });
  it('fills every denomination in order', () => {
    expect(fullDrawerCounts([{ denomination: 500, count: 4 }]).map((c) => c.count)).toEqual([0, 0, 0, 0, 4, 0, 0, 0]);
  });
});

describe('expected cash and 과부족', () => {
  const figures = { float: 100_000, cashSales: 45_000, cashRefunds: 5_000, cashIn: 10_000, cashOut: 30_000 };
  it('expected = float + cash sales − cash refunds + 입금 − 출금', () => {
    expect(expectedDrawerCash(figures)).toBe(120_000);
  });
  it('과부족 = counted − expected, negative 부족 and positive 과잉', () => {
    expect(drawerOverShort(118_000, 120_000)).toEqual({ amount: -2_000, label: '부족' });
    expect(drawerOverShort(120_500, 120_000)).toEqual({ amount: 500, label: '과잉' });
    expect(drawerOverShort(120_000, 120_000)).toEqual({ amount: 0, label: '과부족 없음' });
  });
  it('입금/출금 need a reason and a positive amount; 시재 may be 0', () => {
    expect(checkDrawerMove({ type: 'float', amount: 0, reason: null })).toBeNull();
    expect(checkDrawerMove({ type: 'cash-out', amount: 30_000, reason: '  ' })).toBe('DRAWER_REASON_REQUIRED');
    expect(checkDrawerMove({ type: 'cash-in', amount: 0, reason: '잔돈' })).toBe('DRAWER_AMOUNT_INVALID');
    expect(checkDrawerMove({ type: 'cash-out', amount: 1.5, reason: '택배비' })).toBe('DRAWER_AMOUNT_INVALID');
    expect(checkDrawerMove({ type: 'cash-out', amount: 30_000, reason: '택배비' })).toBeNull();
  });
});

describe('business day after Z', () => {
  // 2026-11-28 21:00 KST = 12:00 UTC.
  const evening = Date.parse('2026-11-28T12:00:00Z');
  it('is the Seoul calendar date while the day is open', () => {
    expect(posOpenBusinessDay(evening, null)).toEqual({ businessDate: '2026-11-28', calendarDate: '2026-11-28', afterClose: false });
    expect(posOpenBusinessDay(evening, '2026-11-27')).toEqual({ businessDate: '2026-11-28', calendarDate: '2026-11-28', afterClose: false });
  });
  it('moves to the next day once today was closed, never back into the closed one', () => {
    expect(posOpenBusinessDay(evening, '2026-11-28')).toEqual({ businessDate: '2026-11-29', calendarDate: '2026-11-28', afterClose: true });
    expect(posOpenBusinessDay(evening, '2026-11-29')).toEqual({ businessDate: '2026-11-30', calendarDate: '2026-11-28', afterClose: true });
  });
  it('after midnight in Seoul the next calendar day is simply open', () => {
    const pastMidnight = Date.parse('2026-11-28T15:30:00Z'); // 00:30 KST on the 29th
    expect(posOpenBusinessDay(pastMidnight, '2026-11-28')).toEqual({ businessDate: '2026-11-29', calendarDate: '2026-11-29', afterClose: false });
  });
  it('names the day in Korean with its weekday and steps over month ends', () => {
    expect(koreanBusinessDateLabel('2026-11-29')).toBe('11월 29일(일)');
    expect(nextPosBusinessDate('2026-11-30')).toBe('2026-12-01');
    expect(nextPosBusinessDate('2024-02-28')).toBe('2024-02-29');
    expect(() => nextPosBusinessDate('2026-13-01')).toThrow(RangeError);
  });
  it('a sale may carry a later business date than its Seoul date, not an earlier one', () => {
    expect(isPlausibleSaleBusinessDate('2026-11-29', '2026-11-28T12:00:00Z')).toBe(true);
    expect(isPlausibleSaleBusinessDate('2026-11-28', '2026-11-28T12:00:00Z')).toBe(true);
    expect(isPlausibleSaleBusinessDate('2026-11-27', '2026-11-28T12:00:00Z')).toBe(false);
    expect(isPlausibleSaleBusinessDate('2026-12-10', '2026-11-28T12:00:00Z')).toBe(false);
    expect(isPlausibleSaleBusinessDate('2026-02-30', '2026-11-28T12:00:00Z')).toBe(false);
  });
});
