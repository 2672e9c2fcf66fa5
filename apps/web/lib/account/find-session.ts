// What the find screens hand to the next page, in session storage (never in the URL: a masked id
// list or a live verification code does not belong in history or logs).
import type { FoundMemberId } from '@courtside/core/api';

export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FindChannel = 'SMS' | 'EMAIL';

export interface PasswordResetContext {
  memberId: string;
  channel: FindChannel;
  code: string;
}

const FOUND_IDS = 'courtside.find.ids';
const RESET = 'courtside.find.reset';

export function saveFoundIds(storage: KeyValue, found: readonly FoundMemberId[]): void {
  storage.setItem(FOUND_IDS, JSON.stringify(found));
}

export function loadFoundIds(storage: KeyValue): FoundMemberId[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(FOUND_IDS) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is FoundMemberId => typeof x === 'object' && x !== null && typeof (x as FoundMemberId).id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveResetContext(storage: KeyValue, context: PasswordResetContext): void {
  storage.setItem(RESET, JSON.stringify(context));
}

export function loadResetContext(storage: KeyValue): PasswordResetContext | null {
  try {
    const value = JSON.parse(storage.getItem(RESET) ?? 'null') as Partial<PasswordResetContext> | null;
    if (!value || typeof value.memberId !== 'string' || typeof value.code !== 'string') return null;
    if (value.channel !== 'SMS' && value.channel !== 'EMAIL') return null;
    return { memberId: value.memberId, channel: value.channel, code: value.code };
  } catch {
    return null;
  }
}

export function clearResetContext(storage: KeyValue): void {
  storage.removeItem(RESET);
}
