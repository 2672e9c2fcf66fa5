import { describe, expect, it } from 'vitest';
import { hashPin, randomToken, sameSecret, sha256, verifyPin } from './secrets';

describe('POS secrets', () => {
  const cheap = { N: 1024, r: 8, p: 1, keyLength: 32 };

  it('verifies the right PIN and refuses a wrong one', async () => {
    const stored = await hashPin('2468', cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(stored).not.toContain('2468');
    expect(await verifyPin('2468', stored)).toBe(true);
    expect(await verifyPin('2469', stored)).toBe(false);
  });

  it('salts every hash, so equal PINs do not look equal', async () => {
    expect(await hashPin('1111', cheap)).not.toBe(await hashPin('1111', cheap));
  });

  it('refuses a stored value it does not understand', async () => {
    expect(await verifyPin('1234', 'plain$1234')).toBe(false);
    expect(await verifyPin('1234', '')).toBe(false);
  });

  it('makes distinct tokens and compares secrets exactly', () => {
    expect(randomToken()).not.toBe(randomToken());
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sha256('a')).toHaveLength(64);
  });
});
