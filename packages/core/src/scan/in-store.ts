// In-store codes: GS1 reserves EAN-13 prefixes 20–29 for numbers a shop assigns itself (goods
// without a manufacturer barcode, custom dampeners). The code is the prefix, a ten-digit sequence
// number and the check digit.
import { isValidEan13, withCheckDigit } from './check-digit.ts';
import { ScanError } from './scan-error.ts';

export const IN_STORE_PREFIXES = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29] as const;
export type InStorePrefix = (typeof IN_STORE_PREFIXES)[number];
export const MAX_IN_STORE_SEQUENCE = 9_999_999_999;

/** The EAN-13 in-store code for `sequence` under `prefix` (20–29). */
export function inStoreEan13(prefix: number, sequence: number): string {
  if (!Number.isInteger(prefix) || prefix < 20 || prefix > 29) {
    throw new ScanError('SCAN_IN_STORE_PREFIX', { prefix });
  }
  if (!Number.isSafeInteger(sequence) || sequence < 0 || sequence > MAX_IN_STORE_SEQUENCE) {
    throw new ScanError('SCAN_IN_STORE_SEQUENCE', { sequence });
  }
  return withCheckDigit(String(prefix) + String(sequence).padStart(10, '0'));
}

/** True for a valid EAN-13 under one of the in-store prefixes. */
export function isInStoreCode(code: string): boolean {
  return isValidEan13(code) && code[0] === '2';
}

/** The sequence number inside an in-store code, or undefined for any other code. */
export function inStoreSequence(code: string): number | undefined {
  return isInStoreCode(code) ? Number(code.slice(2, 12)) : undefined;
}
