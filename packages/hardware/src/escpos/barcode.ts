// GS k barcodes (EAN-13 and CODE128) with their height, bar width and human-readable text set first.
// CODE128 needs a code set chosen in the data: all-digit data of even length uses set C (two digits
// per symbol, half as wide), anything else set B, where a literal '{' is written '{{'.
import { isValidEan13, withCheckDigit } from '@courtside/core/scan';
import { HardwareError } from '../hardware-error.ts';
import { GS } from './commands.ts';

export type BarcodeSymbology = 'EAN13' | 'CODE128';
export type BarcodeTextPosition = 'none' | 'above' | 'below' | 'both';

export interface BarcodeOptions {
  /** Bar height in dots, 1–255 (default 80: 10 mm at 203 dpi). */
  readonly height?: number;
  /** Narrow bar width in dots, 2–6 (default 2). */
  readonly moduleWidth?: number;
  readonly text?: BarcodeTextPosition;
}

const TEXT_POSITION: Readonly<Record<BarcodeTextPosition, number>> = { none: 0, above: 1, below: 2, both: 3 };

const invalid = (symbology: BarcodeSymbology, data: string): HardwareError =>
  new HardwareError('ESCPOS_BARCODE_INVALID', { details: { symbology, data } });

/** The 13 digits to send: a 12-digit body gets its check digit, a 13-digit code must be valid. */
function ean13Digits(data: string): string {
  if (/^\d{12}$/.test(data)) return withCheckDigit(data);
  if (isValidEan13(data)) return data;
  throw invalid('EAN13', data);
}

function code128Bytes(data: string): number[] {
  if (data.length === 0 || !/^[\x20-\x7e]+$/.test(data)) throw invalid('CODE128', data);
  const bytes: number[] = [];
  if (/^(\d\d)+$/.test(data)) {
    bytes.push(0x7b, 0x43); // {C
    for (let i = 0; i < data.length; i += 2) bytes.push(Number(data.slice(i, i + 2)));
  } else {
    bytes.push(0x7b, 0x42); // {B
    for (const ch of data) {
      const code = ch.charCodeAt(0);
      bytes.push(code);
      if (code === 0x7b) bytes.push(0x7b);
    }
  }
  if (bytes.length > 255) throw invalid('CODE128', data);
  return bytes;
}

function rangeChecked(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new HardwareError('ESCPOS_VALUE_RANGE', { details: { name, value, min, max } });
  }
  return value;
}

/** GS h, GS w, GS H, then GS k m n d1…dn (function B). */
export function barcode(symbology: BarcodeSymbology, data: string, options: BarcodeOptions = {}): number[] {
  const setup = [
    GS, 0x68, rangeChecked(options.height ?? 80, 1, 255, 'height'),
    GS, 0x77, rangeChecked(options.moduleWidth ?? 2, 2, 6, 'moduleWidth'),
    GS, 0x48, TEXT_POSITION[options.text ?? 'below'],
  ];
  if (symbology === 'EAN13') {
    const digits = ean13Digits(data);
    return [...setup, GS, 0x6b, 67, 13, ...Array.from(digits, (d) => d.charCodeAt(0))];
  }
  const bytes = code128Bytes(data);
  return [...setup, GS, 0x6b, 73, bytes.length, ...bytes];
}
