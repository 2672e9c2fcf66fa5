// What the shop accepts as an internal CODE128 label. CODE128 can carry any ASCII, but a label that
// a keyboard-wedge scanner types and a cashier may key in by hand must stay printable: letters,
// digits, space and ASCII symbols, no control characters and no Hangul (a code typed with the IME
// on is a mistake, not a label).
import { ScanError } from './scan-error.ts';

/** Long enough for any label the shop prints; the printer itself allows 255 bytes. */
export const CODE128_MAX_LENGTH = 48;

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The label as accepted: surrounding spaces dropped, then it must be non-empty, printable ASCII
 * and at most `maxLength` characters. Throws SCAN_EMPTY, SCAN_CODE128_CHARACTERS or
 * SCAN_CODE128_TOO_LONG.
 */
export function acceptCode128(text: string, maxLength: number = CODE128_MAX_LENGTH): string {
  const value = text.trim();
  if (value.length === 0) throw new ScanError('SCAN_EMPTY');
  if (!PRINTABLE_ASCII.test(value)) throw new ScanError('SCAN_CODE128_CHARACTERS', { value });
  if (value.length > maxLength) throw new ScanError('SCAN_CODE128_TOO_LONG', { length: value.length, maxLength });
  return value;
}

export function isAcceptableCode128(text: string, maxLength: number = CODE128_MAX_LENGTH): boolean {
  try {
    acceptCode128(text, maxLength);
    return true;
  } catch {
    return false;
  }
}
