// Text to printer bytes. In Korean mode a character is sent as one KS X 1001 (EUC-KR) double-byte
// code, which the printer draws two columns wide; printable ASCII is one byte, one column.
//
// The layout (core/receipt) has already placed every character by its display width, so a
// character is sent as is only when the printer will draw it in exactly that many columns. Any
// other character would shift the rest of the line, so it is replaced instead:
// - a one-column look-alike when there is one ('×' → 'x', '–' → '-', 'é' → 'e'), else
// - '?' repeated to the character's display width ('?' for a Latin letter, '??' for a CJK
//   character outside KS X 1001), and zero-width characters are dropped.
// Only true KS X 1001 codes (both bytes 0xA1–0xFE) are sent: the cp949 extension that iconv-lite
// also produces is not understood by most receipt printers and would corrupt the line.
import { codePointWidth } from '@courtside/core/receipt';
import iconv from 'iconv-lite';

const LOOK_ALIKES: ReadonlyMap<number, number> = new Map(
  [
    ['\u00a0', ' '],
    ['\u00d7', 'x'],
    ['\u00b7', '.'],
    ['\u2010', '-'],
    ['\u2013', '-'],
    ['\u2014', '-'],
    ['\u2212', '-'],
    ['\u2018', "'"],
    ['\u2019', "'"],
    ['\u2032', "'"],
    ['\u201c', '"'],
    ['\u201d', '"'],
    ['\u2033', '"'],
    ['\u2022', '*'],
    ['\u20a9', 'W'],
  ].map(([from, to]) => [(from as string).codePointAt(0) as number, (to as string).charCodeAt(0)]),
);

const QUESTION = 0x3f;
const EMPTY: readonly number[] = [];

/** Per-code-point bytes, memoised: a receipt repeats the same few hundred characters. */
const koreanCache = new Map<number, readonly number[]>();
const plainCache = new Map<number, readonly number[]>();

function replacement(cp: number, width: number): readonly number[] {
  const lookAlike = LOOK_ALIKES.get(cp);
  if (lookAlike !== undefined && width === 1) return [lookAlike];
  if (width === 1) {
    // A Latin letter with an accent prints as its base letter.
    const base = String.fromCodePoint(cp).normalize('NFD').charCodeAt(0);
    if (base >= 0x20 && base < 0x7f) return [base];
  }
  return new Array<number>(width).fill(QUESTION);
}

function koreanBytes(cp: number): readonly number[] {
  const width = codePointWidth(cp);
  if (width === 0) return EMPTY;
  if (width === 2) {
    const encoded = iconv.encode(String.fromCodePoint(cp), 'euc-kr');
    const lead = encoded[0] as number;
    const trail = encoded[1] as number;
    if (encoded.length === 2 && lead >= 0xa1 && lead <= 0xfe && trail >= 0xa1 && trail <= 0xfe) return [lead, trail];
  }
  return replacement(cp, width);
}

function plainBytes(cp: number): readonly number[] {
  const width = codePointWidth(cp);
  return width === 0 ? EMPTY : replacement(cp, width);
}

/**
 * Appends the bytes of `text` to `out`. With `korean` off (a printer not in Korean mode) only ASCII
 * is sent and every wide character becomes '??'.
 */
export function encodeTextInto(input: string, korean: boolean, out: number[]): void {
  const cache = korean ? koreanCache : plainCache;
  // Decomposed Hangul (conjoining jamo from some keyboards and macOS file names) becomes syllables.
  const text = input.normalize('NFC');
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x20 && unit < 0x7f) {
      out.push(unit);
      continue;
    }
    const cp = text.codePointAt(i) as number;
    if (cp > 0xffff) i++;
    let bytes = cache.get(cp);
    if (bytes === undefined) {
      bytes = korean ? koreanBytes(cp) : plainBytes(cp);
      cache.set(cp, bytes);
    }
    for (const byte of bytes) out.push(byte);
  }
}

export function encodeText(text: string, korean: boolean): Uint8Array {
  const out: number[] = [];
  encodeTextInto(text, korean, out);
  return Uint8Array.from(out);
}
