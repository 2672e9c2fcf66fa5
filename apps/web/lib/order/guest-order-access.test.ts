import { describe, expect, it } from 'vitest';
import { forgetGuestOrderToken, guestOrderToken, isOrderNo, saveGuestOrderToken } from './guest-order-access';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

describe('guest order access', () => {
  it('keeps one token per order and forgets it on request', () => {
    const storage = memory();
    saveGuestOrderToken(storage, '202501010000000001', 'token-a');
    saveGuestOrderToken(storage, '202501010000000002', 'token-b');
    expect(guestOrderToken(storage, '202501010000000001')).toBe('token-a');
    forgetGuestOrderToken(storage, '202501010000000001');
    expect(guestOrderToken(storage, '202501010000000001')).toBeNull();
    expect(guestOrderToken(storage, '202501010000000002')).toBe('token-b');
  });

  it('accepts only digit order numbers', () => {
    expect(isOrderNo(' 202501010000000001 ')).toBe(true);
    expect(isOrderNo('2025-01')).toBe(false);
    expect(isOrderNo('../profile')).toBe(false);
  });
});
