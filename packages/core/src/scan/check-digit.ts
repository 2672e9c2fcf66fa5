// GS1 mod-10 check digits for EAN-13, EAN-8 and UPC-A (all GTINs share one rule: from the right,
// digits are weighted 3, 1, 3, 1, …; the check digit brings the sum up to a multiple of ten).
import { ScanError } from './scan-error.ts';

export type GtinSymbology = 'EAN13' | 'EAN8' | 'UPCA';

const GTIN_LENGTHS: Readonly<Record<GtinSymbology, number>> = { EAN13: 13, EAN8: 8, UPCA: 12 };

const DIGITS = /^\d+$/;

/** The check digit for `body` (the code without its last digit). Throws SCAN_NOT_DIGITS. */
export function gs1CheckDigit(body: string): number {
  if (!DIGITS.test(body)) throw new ScanError('SCAN_NOT_DIGITS', { body });
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** `body` with its check digit appended. */
export function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}

/** Throws SCAN_NOT_DIGITS, SCAN_BAD_LENGTH or SCAN_BAD_CHECK_DIGIT unless `code` is a valid `symbology`. */
export function assertGtin(code: string, symbology: GtinSymbology): void {
  if (!DIGITS.test(code)) throw new ScanError('SCAN_NOT_DIGITS', { code });
  if (code.length !== GTIN_LENGTHS[symbology]) throw new ScanError('SCAN_BAD_LENGTH', { code, symbology });
  const expected = gs1CheckDigit(code.slice(0, -1));
  if (code.charCodeAt(code.length - 1) - 48 !== expected) {
    throw new ScanError('SCAN_BAD_CHECK_DIGIT', { code, expected });
  }
}

function isValid(code: string, symbology: GtinSymbology): boolean {
  try {
    assertGtin(code, symbology);
    return true;
  } catch {
    return false;
  }
}

export function isValidEan13(code: string): boolean {
  return isValid(code, 'EAN13');
}

export function isValidEan8(code: string): boolean {
  return isValid(code, 'EAN8');
}

export function isValidUpcA(code: string): boolean {
  return isValid(code, 'UPCA');
}

/** The symbology a digit string's length implies, if it is a GTIN length. */
export function gtinSymbologyForLength(length: number): GtinSymbology | undefined {
  if (length === 13) return 'EAN13';
  if (length === 12) return 'UPCA';
  if (length === 8) return 'EAN8';
  return undefined;
}

/**
 * The 13-digit form used as the catalogue key: a UPC-A code is the EAN-13 with a leading zero, so a
 * product labelled either way is found by one lookup. EAN-8 stays as it is (it is its own number).
 */
export function toCatalogueGtin(code: string, symbology: GtinSymbology): string {
  return symbology === 'UPCA' ? `0${code}` : code;
}
