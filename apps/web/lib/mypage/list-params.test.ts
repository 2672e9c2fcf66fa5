import { describe, expect, it } from 'vitest';
import { groupOf, listHref, pageOf, presetOf, rangeOf } from './list-params';

describe('my-page list filters', () => {
  it('reads page, period and status group, falling back on nonsense', () => {
    expect(pageOf({ page: '3' })).toBe(3);
    expect(pageOf({ page: ['0'] })).toBe(1);
    expect(presetOf({ period: '1주' }, '3개월')).toBe('1주');
    expect(presetOf({ period: '2주' }, '3개월')).toBe('3개월');
    expect(groupOf({ status: 'PREPARING' })).toBe('PREPARING');
    expect(groupOf({ status: 'NOPE' })).toBeNull();
  });

  it('ends each preset today in Seoul', () => {
    const now = Date.parse('2025-03-31T15:30:00Z'); // 2025-04-01 00:30 in Seoul
    expect(rangeOf('1개월', now)).toEqual({ startYmd: '2025-03-01', endYmd: '2025-04-01' });
  });

  it('builds links that change one filter and go back to page 1', () => {
    expect(listHref('/mypage/order', { period: '1주', page: '4' }, { status: 'CANCEL' })).toBe('/mypage/order?period=1%EC%A3%BC&status=CANCEL');
    expect(listHref('/mypage/order', { period: '1주' }, { period: undefined, page: 2 })).toBe('/mypage/order?page=2');
    expect(listHref('/mypage/point', {}, {})).toBe('/mypage/point');
  });
});
