// ESC/POS command bytes, one function per command, values range-checked. The byte values follow
// the Epson ESC/POS reference, which Bixolon, Sewoo and the other Korean models implement.
import { HardwareError } from '../hardware-error.ts';

export const ESC = 0x1b;
export const GS = 0x1d;
export const FS = 0x1c;
export const DLE = 0x10;
export const EOT = 0x04;
export const LF = 0x0a;

function byteInRange(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new HardwareError('ESCPOS_VALUE_RANGE', { details: { name, value, min, max } });
  }
  return value;
}

/** ESC @: clears the buffer and resets every mode to the power-on defaults. */
export function initialize(): number[] {
  return [ESC, 0x40];
}

/**
 * Korean mode: ESC t 0 (code table PC437 for the single-byte half), FS & (double-byte characters
 * on), ESC R 13 (Korea). Many Korean models power on this way, but a printer reset by another program
 * may not, so every job sends it.
 */
export function koreanMode(): number[] {
  return [ESC, 0x74, 0x00, FS, 0x26, ESC, 0x52, 0x0d];
}

/** ESC E n: emphasised (bold) on or off. */
export function bold(on: boolean): number[] {
  return [ESC, 0x45, on ? 1 : 0];
}

/** GS ! n: character width and height magnification, 1–8 each. */
export function characterSize(width: number, height: number): number[] {
  const w = byteInRange(width, 1, 8, 'width') - 1;
  const h = byteInRange(height, 1, 8, 'height') - 1;
  return [GS, 0x21, (w << 4) | h];
}

export type Justification = 'left' | 'center' | 'right';

const JUSTIFICATION: Readonly<Record<Justification, number>> = { left: 0, center: 1, right: 2 };

/** ESC a n: justification; takes effect at the start of a line. */
export function justify(align: Justification): number[] {
  return [ESC, 0x61, JUSTIFICATION[align]];
}

/** ESC d n: prints the buffer and feeds n lines. */
export function feedLines(lines: number): number[] {
  return [ESC, 0x64, byteInRange(lines, 0, 255, 'lines')];
}

/** GS V m: full (m = 0) or partial (m = 1) cut. */
export function cut(partial: boolean): number[] {
  return [GS, 0x56, partial ? 1 : 0];
}

/**
 * ESC p m t1 t2: a pulse on the drawer connector (m = 0 for pin 2, 1 for pin 5), on for t1 × 2 ms
 * and off for t2 × 2 ms. 50 ms on / 500 ms off opens the common drawers.
 */
export function drawerPulse(pin: 2 | 5, onMs = 50, offMs = 500): number[] {
  const t1 = byteInRange(Math.round(onMs / 2), 1, 255, 'onMs');
  const t2 = byteInRange(Math.round(offMs / 2), 1, 255, 'offMs');
  return [ESC, 0x70, pin === 2 ? 0 : 1, t1, Math.max(t1, t2)];
}

/** DLE EOT n: real-time status request (1 printer, 2 offline cause, 3 error cause, 4 paper). */
export function statusRequest(n: 1 | 2 | 3 | 4): number[] {
  return [DLE, EOT, n];
}
