import { describe, expect, it } from 'vitest';
import { periodStart, rankBestSellers, type SoldLine } from './ranking.ts';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const line = (productNo: number, orderCnt: number, days: number, orderStatus = 'PAY_DONE', buyAmt = orderCnt * 10_000): SoldLine =>
  ({ productNo, orderCnt, buyAmt, paidAt: daysAgo(days), orderStatus });

describe('rankBestSellers', () => {
  it('ranks by units sold in the week, adding a product over its orders', () => {
    const lines = [line(1, 1, 1), line(2, 3, 2), line(1, 3, 6), line(3, 2, 3)];
    expect(rankBestSellers(lines, periodStart('WEEK', now), now)).toEqual([
      { productNo: 1, saleCnt: 4, saleAmt: 40_000 },
      { productNo: 2, saleCnt: 3, saleAmt: 30_000 },
      { productNo: 3, saleCnt: 2, saleAmt: 20_000 },
    ]);
  });

  it('keeps sales older than the period out; the month takes them', () => {
    const lines = [line(1, 5, 10), line(2, 1, 2)];
    expect(rankBestSellers(lines, periodStart('WEEK', now), now).map((b) => b.productNo)).toEqual([2]);
    expect(rankBestSellers(lines, periodStart('MONTH', now), now).map((b) => b.productNo)).toEqual([1, 2]);
    expect(rankBestSellers([line(1, 5, 31)], periodStart('MONTH', now), now)).toEqual([]);
  });

  it('counts neither unpaid nor cancelled nor returned lines', () => {
    const lines = [line(1, 9, 1, 'DEPOSIT_WAIT'), line(2, 9, 1, 'CANCEL_DONE'), line(3, 9, 1, 'RETURN_DONE'), line(4, 1, 1, 'BUY_CONFIRM'), line(5, 1, 1, 'DELIVERY_ING')];
    expect(rankBestSellers(lines, periodStart('WEEK', now), now).map((b) => b.productNo)).toEqual([4, 5]);
  });

  it('breaks a tie on units by the won taken, then by product number', () => {
    const lines = [line(7, 2, 1, 'PAY_DONE', 10_000), line(5, 2, 1, 'PAY_DONE', 30_000), line(6, 2, 1, 'PAY_DONE', 10_000)];
    expect(rankBestSellers(lines, periodStart('WEEK', now), now).map((b) => b.productNo)).toEqual([5, 6, 7]);
  });
});
