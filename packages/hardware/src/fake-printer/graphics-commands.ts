// The GS commands that carry data of their own length — barcodes (GS k), QR codes (GS ( k) and raster
// images (GS v 0) — parsed as pure functions for the ESC/POS decoder (decoder.ts). Each answers
// null while the command is still incomplete (the decoder waits for more bytes).
import type { DecodedCommand } from './decoded.ts';

export interface GraphicStep {
  /** Bytes the command took. */
  readonly used: number;
  readonly command?: DecodedCommand;
  /** The command prints: the text line before it is finished first. */
  readonly printsNow?: boolean;
  /** QR data stored for a later print (GS ( k fn 80). */
  readonly qrData?: string;
}

/** Bytes `at + 1 … at + count` if all present. */
function params(b: Uint8Array, at: number, count: number): number[] | undefined {
  if (at + count >= b.length) return undefined;
  return Array.from(b.subarray(at + 1, at + 1 + count));
}

/** CODE128 data as text: the code set prefix dropped, set C pairs written as digits, '{{' as '{'. */
function code128Text(data: readonly number[]): string {
  if (data[0] === 0x7b && data[1] === 0x43) return data.slice(2).map((n) => String(n).padStart(2, '0')).join('');
  const body = data[0] === 0x7b ? data.slice(2) : data;
  return String.fromCharCode(...body).replaceAll('{{', '{');
}

/** GS k m …: NUL-terminated data (m ≤ 6) or a length byte first. */
export function parseBarcode(b: Uint8Array, at: number): GraphicStep | null {
  const q = params(b, at, 3);
  if (q === undefined) return null;
  const m = q[1] as number;
  let data: number[];
  let used: number;
  if (m <= 6) {
    const end = b.indexOf(0, at + 3);
    if (end < 0) return null;
    data = Array.from(b.subarray(at + 3, end));
    used = end + 1 - at;
  } else {
    const n = b[at + 3];
    if (n === undefined || at + 4 + n > b.length) return null;
    data = Array.from(b.subarray(at + 4, at + 4 + n));
    used = 4 + n;
  }
  const symbology = m === 67 || m === 2 ? 'EAN13' : m === 73 ? 'CODE128' : 'other';
  return { used, printsNow: true, command: { type: 'barcode', symbology, data: symbology === 'CODE128' ? code128Text(data) : String.fromCharCode(...data) } };
}

/** GS ( k pL pH cn fn …: QR store (fn 80), print (fn 81) and settings; any other function is unknown. */
export function parseFunction(b: Uint8Array, at: number, storedQr: string): GraphicStep | null {
  const q = params(b, at, 4);
  if (q === undefined) return null;
  const length = (q[2] as number) + (q[3] as number) * 256;
  if (at + 5 + length > b.length) return null;
  const used = 5 + length;
  const body = b.subarray(at + 5, at + 5 + length);
  if (q[1] !== 0x6b || body[0] !== 0x31) return { used, command: { type: 'unknown', bytes: Array.from(b.subarray(at, at + used)) } };
  if (body[1] === 0x50) return { used, qrData: Buffer.from(body.subarray(3)).toString('utf8') };
  if (body[1] === 0x51) return { used, printsNow: true, command: { type: 'qr', data: storedQr } };
  return { used, command: { type: 'qr-setting', fn: body[1] as number, value: body[2] as number } };
}

/** GS v 0 m xL xH yL yH and the image's bytes. */
export function parseRaster(b: Uint8Array, at: number): GraphicStep | null {
  const q = params(b, at, 7);
  if (q === undefined) return null;
  const widthBytes = (q[3] as number) + (q[4] as number) * 256;
  const height = (q[5] as number) + (q[6] as number) * 256;
  const size = widthBytes * height;
  if (at + 8 + size > b.length) return null;
  return { used: 8 + size, printsNow: true, command: { type: 'raster', widthBytes, height, bytes: size } };
}
