// Recent searches, kept on the device only (local storage), newest first, at most ten.
import type { KeyValueStorage } from '@/lib/session/session-storage';

const KEY = 'RECENT_SEARCHES';
export const MAX_RECENT_SEARCHES = 10;

export function readRecentSearches(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Puts the keyword first (moving it if already there); trims and collapses spaces. */
export function rememberSearch(storage: KeyValueStorage, keyword: string): string[] {
  const clean = keyword.replace(/\s+/g, ' ').trim().slice(0, 100);
  if (!clean) return readRecentSearches(storage);
  const next = [clean, ...readRecentSearches(storage).filter((k) => k !== clean)].slice(0, MAX_RECENT_SEARCHES);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function forgetSearch(storage: KeyValueStorage, keyword: string): string[] {
  const next = readRecentSearches(storage).filter((k) => k !== keyword);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearRecentSearches(storage: KeyValueStorage): void {
  storage.removeItem(KEY);
}
