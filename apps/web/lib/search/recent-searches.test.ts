import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/session/session-storage';
import { clearRecentSearches, forgetSearch, readRecentSearches, rememberSearch } from './recent-searches';

describe('recent searches on the device', () => {
  it('keeps the newest first, once each, at most ten', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i++) rememberSearch(storage, `검색어${i}`);
    rememberSearch(storage, '  검색어5 ');
    const list = readRecentSearches(storage);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('검색어5');
    expect(list.filter((k) => k === '검색어5')).toHaveLength(1);
    expect(list).not.toContain('검색어0');
  });

  it('forgets one or all, and survives broken storage', () => {
    const storage = memoryStorage();
    rememberSearch(storage, '댐프너');
    rememberSearch(storage, '오버그립');
    expect(forgetSearch(storage, '댐프너')).toEqual(['오버그립']);
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
    storage.setItem('RECENT_SEARCHES', '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    expect(rememberSearch(storage, '   ')).toEqual([]);
  });
});
