import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/session/session-storage';
import { MAX_RECENTLY_VIEWED, clearRecentlyViewed, forgetViewed, readRecentlyViewed, rememberViewed } from './recently-viewed';

const product = (productNo: number) => ({ productNo, name: `상품 ${productNo}`, imageUrl: `/img/${productNo}.png`, price: 3000 });

describe('recently viewed products', () => {
  it('keeps the newest first, once each', () => {
    const storage = memoryStorage();
    rememberViewed(storage, product(1), 1000);
    rememberViewed(storage, product(2), 2000);
    rememberViewed(storage, product(1), 3000);
    expect(readRecentlyViewed(storage).map((e) => [e.productNo, e.viewedAt])).toEqual([[1, 3000], [2, 2000]]);
  });

  it('keeps the last twenty', () => {
    const storage = memoryStorage();
    for (let n = 1; n <= 25; n++) rememberViewed(storage, product(n), n);
    const list = readRecentlyViewed(storage);
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list[0]?.productNo).toBe(25);
    expect(list.at(-1)?.productNo).toBe(6);
  });

  it('forgets one or all, and ignores what it did not write', () => {
    const storage = memoryStorage();
    rememberViewed(storage, product(1), 1);
    rememberViewed(storage, product(2), 2);
    expect(forgetViewed(storage, 2).map((e) => e.productNo)).toEqual([1]);
    clearRecentlyViewed(storage);
    expect(readRecentlyViewed(storage)).toEqual([]);
    storage.setItem('RECENTLY_VIEWED', '[{"productNo":"x"},{"productNo":3,"name":"ok","imageUrl":"","price":100,"viewedAt":1}]');
    expect(readRecentlyViewed(storage).map((e) => e.productNo)).toEqual([3]);
    storage.setItem('RECENTLY_VIEWED', 'not json');
    expect(readRecentlyViewed(storage)).toEqual([]);
    expect(rememberViewed(storage, { ...product(4), name: '' }, 5)).toEqual([]);
  });
});
