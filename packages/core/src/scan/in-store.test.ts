import { describe, expect, it } from 'vitest';
import { isValidEan13 } from './check-digit.ts';
import { IN_STORE_PREFIXES, MAX_IN_STORE_SEQUENCE, inStoreEan13, inStoreSequence, isInStoreCode } from './in-store.ts';
import type { ScanError } from './scan-error.ts';

describe('in-store codes', () => {
  it('builds a valid EAN-13 from a prefix and a sequence number', () => {
    expect(inStoreEan13(20, 1)).toBe('2000000000015');
    expect(inStoreEan13(29, MAX_IN_STORE_SEQUENCE)).toBe('2999999999991');
    for (const prefix of IN_STORE_PREFIXES) {
      const code = inStoreEan13(prefix, 12345);
      expect(isValidEan13(code)).toBe(true);
      expect(isInStoreCode(code)).toBe(true);
      expect(inStoreSequence(code)).toBe(12345);
    }
  });

  it('gives consecutive sequence numbers distinct codes', () => {
    const codes = new Set(Array.from({ length: 100 }, (_, i) => inStoreEan13(21, i)));
    expect(codes.size).toBe(100);
  });

  it('does not take a manufacturer code for an in-store one', () => {
    expect(isInStoreCode('8801234567893')).toBe(false);
    expect(isInStoreCode('2000000000016')).toBe(false); // bad check digit
    expect(inStoreSequence('8801234567893')).toBeUndefined();
  });

  it.each([
    [19, 1, 'SCAN_IN_STORE_PREFIX'],
    [30, 1, 'SCAN_IN_STORE_PREFIX'],
    [20.5, 1, 'SCAN_IN_STORE_PREFIX'],
    [20, -1, 'SCAN_IN_STORE_SEQUENCE'],
    [20, 1.5, 'SCAN_IN_STORE_SEQUENCE'],
    [20, MAX_IN_STORE_SEQUENCE + 1, 'SCAN_IN_STORE_SEQUENCE'],
  ])('refuses prefix %d with sequence %d (%s)', (prefix, sequence, code) => {
    try {
      inStoreEan13(prefix, sequence);
      expect.unreachable();
    } catch (error) {
      expect((error as ScanError).code).toBe(code);
    }
  });
});
