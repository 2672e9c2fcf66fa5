// QR codes through GS ( k (model 2): choose the model, the module size and the error correction,
// store the data in the symbol buffer, then print it. Data is sent as UTF-8, which phone cameras
// read for Korean text and URLs alike.
import { HardwareError } from '../hardware-error.ts';
import { GS } from './commands.ts';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrOptions {
  /** Dots per module, 1–16 (default 6). */
  readonly moduleSize?: number;
  readonly errorCorrection?: QrErrorCorrection;
}

const EC_LEVEL: Readonly<Record<QrErrorCorrection, number>> = { L: 48, M: 49, Q: 50, H: 51 };
/** Byte-mode capacity of a version 40 symbol at each level. */
export const QR_MAX_BYTES: Readonly<Record<QrErrorCorrection, number>> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

const utf8 = new TextEncoder();

/** GS ( k  pL pH cn fn [parameters]: pL/pH count the bytes after them. */
function qrFunction(fn: number, params: readonly number[]): number[] {
  const length = params.length + 2;
  return [GS, 0x28, 0x6b, length & 0xff, length >> 8, 0x31, fn, ...params];
}

export function qrCode(data: string, options: QrOptions = {}): number[] {
  const level = options.errorCorrection ?? 'M';
  const size = options.moduleSize ?? 6;
  if (!Number.isInteger(size) || size < 1 || size > 16) {
    throw new HardwareError('ESCPOS_VALUE_RANGE', { details: { name: 'moduleSize', value: size, min: 1, max: 16 } });
  }
  const bytes = utf8.encode(data);
  if (bytes.length === 0 || bytes.length > QR_MAX_BYTES[level]) {
    throw new HardwareError('ESCPOS_QR_TOO_LONG', { details: { bytes: bytes.length, max: QR_MAX_BYTES[level] } });
  }
  return [
    ...qrFunction(0x41, [0x32, 0x00]), // model 2
    ...qrFunction(0x43, [size]),
    ...qrFunction(0x45, [EC_LEVEL[level]]),
    ...qrFunction(0x50, [0x30, ...bytes]), // store
    ...qrFunction(0x51, [0x30]), // print
  ];
}
