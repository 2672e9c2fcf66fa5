// The session's local-storage half (seed §3, §4): USER_IDENTIFIER and issuanceTime say who is
// logged in and since when; the token itself stays in HttpOnly cookies (see /api/set-cookie).
// GUEST_USER_IDENTIFIER names a visitor for guest design editing.
import { STORAGE_KEYS } from '@courtside/core/constants';

/** `window.localStorage` satisfies it; tests pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredIdentity {
  userIdentifier: string;
  /** Epoch ms. */
  issuanceTime: number;
}

export function readIdentity(storage: KeyValueStorage): StoredIdentity | null {
  const userIdentifier = storage.getItem(STORAGE_KEYS.userIdentifier);
  const issuanceTime = Number(storage.getItem(STORAGE_KEYS.issuanceTime));
  if (!userIdentifier || !Number.isSafeInteger(issuanceTime) || issuanceTime <= 0) return null;
  return { userIdentifier, issuanceTime };
}

export function writeIdentity(storage: KeyValueStorage, identity: StoredIdentity): void {
  storage.setItem(STORAGE_KEYS.userIdentifier, identity.userIdentifier);
  storage.setItem(STORAGE_KEYS.issuanceTime, String(identity.issuanceTime));
}

export function clearIdentity(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.userIdentifier);
  storage.removeItem(STORAGE_KEYS.issuanceTime);
}

/** The visitor's lasting guest id, created on first use. */
export function guestUserIdentifier(storage: KeyValueStorage, newId: () => string): string {
  const existing = storage.getItem(STORAGE_KEYS.guestUserIdentifier);
  if (existing) return existing;
  const id = `guest-${newId()}`;
  storage.setItem(STORAGE_KEYS.guestUserIdentifier, id);
  return id;
}

let fallback: KeyValueStorage | null = null;

/**
 * The browser's local storage, or one in-memory stand-in shared by every caller where there is
 * none (server render, blocked storage), so what one module writes another still reads.
 */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Safari private mode and some embedded browsers throw on access.
  }
  fallback ??= memoryStorage();
  return fallback;
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
