// 최근 본 상품 (issue 29): the products this device opened, newest first, at most twenty — kept on the
// device only (local storage), like the recent searches. Shown on the product page (the others) and
// on 마이페이지 (/mypage/recent). Each entry keeps what a card needs, so nothing is fetched to show it.
import type { KeyValueStorage } from '@/lib/session/session-storage';

const KEY = 'RECENTLY_VIEWED';
export const MAX_RECENTLY_VIEWED = 20;

export interface RecentlyViewed {
  readonly productNo: number;
  readonly name: string;
  readonly imageUrl: string;
  /** What the shopper pays (won), as the page showed it. */
  readonly price: number;
  /** Epoch milliseconds. */
  readonly viewedAt: number;
}

function isEntry(value: unknown): value is RecentlyViewed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.productNo) && (v.productNo as number) > 0 &&
    typeof v.name === 'string' && v.name !== '' &&
    typeof v.imageUrl === 'string' &&
    Number.isSafeInteger(v.price) && (v.price as number) >= 0 &&
    typeof v.viewedAt === 'number'
  );
}

export function readRecentlyViewed(storage: KeyValueStorage): RecentlyViewed[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_RECENTLY_VIEWED) : [];
  } catch {
    return [];
  }
}

function write(storage: KeyValueStorage, list: readonly RecentlyViewed[]): void {
  try {
    storage.setItem(KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage keeps the old list: nothing to tell the shopper.
  }
}

/** Puts the product first (moving it if it was already there) and keeps the newest twenty. */
export function rememberViewed(storage: KeyValueStorage, entry: Omit<RecentlyViewed, 'viewedAt'>, now: number): RecentlyViewed[] {
  if (!isEntry({ ...entry, viewedAt: now })) return readRecentlyViewed(storage);
  const next = [{ ...entry, viewedAt: now }, ...readRecentlyViewed(storage).filter((e) => e.productNo !== entry.productNo)].slice(0, MAX_RECENTLY_VIEWED);
  write(storage, next);
  return next;
}

export function forgetViewed(storage: KeyValueStorage, productNo: number): RecentlyViewed[] {
  const next = readRecentlyViewed(storage).filter((e) => e.productNo !== productNo);
  write(storage, next);
  return next;
}

export function clearRecentlyViewed(storage: KeyValueStorage): void {
  storage.removeItem(KEY);
}
