// Turns what a scanner (or a cashier) produced into a code the catalogue can look up, or a coded
// refusal. Rule: a string of 8, 12 or 13 digits is a GTIN and must carry a valid check digit (a
// scanner verifies it, so a bad one means a mistyped number); anything else printable is an internal
// CODE128 label. A source that reports the symbology (HID POS) can say CODE128 and skip the GTIN rule.
import { assertGtin, gtinSymbologyForLength, toCatalogueGtin } from './check-digit.ts';
import type { GtinSymbology } from './check-digit.ts';
import { acceptCode128 } from './code128.ts';
import { isInStoreCode } from './in-store.ts';
import { ScanError, scanErrorMessage } from './scan-error.ts';
import type { ScanErrorCode } from './scan-error.ts';

export type ScanSymbology = GtinSymbology | 'CODE128';

export interface ClassifiedCode {
  /** The code as read (trimmed). */
  readonly code: string;
  readonly symbology: ScanSymbology;
  /** The key the catalogue stores: UPC-A widened to 13 digits, everything else as read. */
  readonly catalogueKey: string;
  /** An EAN-13 the shop assigned itself (prefix 20–29). */
  readonly inStore: boolean;
}

export type ClassifyResult =
  | { readonly ok: true; readonly value: ClassifiedCode }
  | { readonly ok: false; readonly error: { readonly code: ScanErrorCode; readonly message: string } };

const DIGITS = /^\d+$/;

function classifyOrThrow(raw: string, hint: ScanSymbology | undefined): ClassifiedCode {
  const code = raw.trim();
  if (code.length === 0) throw new ScanError('SCAN_EMPTY');
  if (hint === 'CODE128') {
    const value = acceptCode128(code);
    return { code: value, symbology: 'CODE128', catalogueKey: value, inStore: false };
  }
  const symbology = hint ?? (DIGITS.test(code) ? gtinSymbologyForLength(code.length) : undefined);
  if (symbology !== undefined) {
    assertGtin(code, symbology);
    return { code, symbology, catalogueKey: toCatalogueGtin(code, symbology), inStore: symbology === 'EAN13' && isInStoreCode(code) };
  }
  const value = acceptCode128(code);
  return { code: value, symbology: 'CODE128', catalogueKey: value, inStore: false };
}

export function classifyScan(raw: string, hint?: ScanSymbology): ClassifyResult {
  try {
    return { ok: true, value: classifyOrThrow(raw, hint) };
  } catch (error) {
    const code = (error as ScanError).code;
    return { ok: false, error: { code, message: scanErrorMessage(code) } };
  }
}
