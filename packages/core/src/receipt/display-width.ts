// Receipt printers lay text out in fixed columns, and a Hangul syllable (like every CJK or
// full-width character) is printed as one double-byte glyph two columns wide. Padding, right-aligned
// prices and wrapping therefore count display columns, never `string.length`.
//
// Widths: wide and full-width characters (Hangul syllables, Hangul jamo and compatibility jamo, CJK
// ideographs, kana, full-width forms, wide emoji) are 2; combining marks, the vowel/final parts of
// conjoining jamo, zero-width and control characters are 0; everything else is 1. Text is walked by
// code point, so a syllable (one code point) is never split.

/** Sorted, non-overlapping [first, last] code point ranges two columns wide. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul jamo, leading consonants (the vowel and final parts combine: 0)
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x2e80, 0x303e], // CJK radicals, symbols and punctuation
  [0x3041, 0x33ff], // kana, Hangul compatibility jamo, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs (hanja)
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul jamo extended-A (leading consonants)
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // full-width ASCII forms
  [0xffe0, 0xffe6], // full-width signs (￦ and friends)
  [0x1f300, 0x1f64f], // pictographs and emoticons
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd], // CJK extensions B–F
  [0x30000, 0x3fffd],
];

/** Sorted, non-overlapping [first, last] code point ranges that take no column. */
const ZERO: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], // C0 controls
  [0x007f, 0x009f], // DEL and C1 controls
  [0x0300, 0x036f], // combining diacritical marks
  [0x0483, 0x0489],
  [0x0591, 0x05bd],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x1160, 0x11ff], // Hangul jamo vowels and final consonants (combine with a leading consonant)
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x200b, 0x200f], // zero-width space, joiners, direction marks
  [0x2028, 0x202e],
  [0x2060, 0x2064],
  [0x20d0, 0x20ff], // combining marks for symbols
  [0x302a, 0x302f], // CJK tone marks (inside the wide block above; checked first)
  [0xd7b0, 0xd7ff], // Hangul jamo extended-B (vowels and finals)
  [0xfe00, 0xfe0f], // variation selectors
  [0xfe20, 0xfe2f], // combining half marks
  [0xfeff, 0xfeff], // byte-order mark
  [0xe0100, 0xe01ef],
];

function inRanges(cp: number, ranges: readonly (readonly [number, number])[]): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = ranges[mid] as readonly [number, number];
    if (cp < range[0]) hi = mid - 1;
    else if (cp > range[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Columns taken by one code point: 0, 1 or 2. */
export function codePointWidth(cp: number): 0 | 1 | 2 {
  if (cp >= 0x20 && cp < 0x7f) return 1; // the common case first: printable ASCII
  if (inRanges(cp, ZERO)) return 0;
  if (inRanges(cp, WIDE)) return 2;
  return 1;
}

/** Columns the text takes on a receipt printer (Hangul = 2). */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x20 && unit < 0x7f) {
      width += 1;
      continue;
    }
    const cp = text.codePointAt(i) as number;
    if (cp > 0xffff) i++;
    width += codePointWidth(cp);
  }
  return width;
}

/**
 * Splits text into display clusters: a base code point with the zero-width code points that follow
 * it (combining marks, conjoining vowels), so cutting between clusters never breaks a character.
 */
export function displayClusters(text: string): { readonly text: string; readonly width: number }[] {
  const clusters: { text: string; width: number }[] = [];
  for (const ch of text) {
    const width = codePointWidth(ch.codePointAt(0) as number);
    const last = clusters[clusters.length - 1];
    if (width === 0 && last !== undefined) {
      last.text += ch;
    } else {
      clusters.push({ text: ch, width });
    }
  }
  return clusters;
}

/** The longest prefix of `text` that fits in `width` columns. */
export function truncateToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const cluster of displayClusters(text)) {
    if (used + cluster.width > width) break;
    out += cluster.text;
    used += cluster.width;
  }
  return out;
}

/** Pads on the right with spaces to `width` columns; wider text is returned unchanged. */
export function padEndByWidth(text: string, width: number): string {
  const missing = width - displayWidth(text);
  return missing > 0 ? text + ' '.repeat(missing) : text;
}

/** Pads on the left with spaces to `width` columns; wider text is returned unchanged. */
export function padStartByWidth(text: string, width: number): string {
  const missing = width - displayWidth(text);
  return missing > 0 ? ' '.repeat(missing) + text : text;
}

/** Centres text in `width` columns (an odd leftover goes to the right), trailing spaces kept. */
export function centerByWidth(text: string, width: number): string {
  const missing = width - displayWidth(text);
  if (missing <= 0) return text;
  const left = Math.floor(missing / 2);
  return ' '.repeat(left) + text + ' '.repeat(missing - left);
}

/**
 * Wraps text to lines of at most `width` columns. Breaks at spaces when it can (Korean separates
 * words with spaces too); a word wider than a line is cut between clusters, so a Hangul syllable is
 * never split. Explicit newlines and a leading indent are kept; trailing spaces are dropped; an empty text gives one
 * empty line. A single cluster wider than `width` (a syllable in one column) gets a line of its own.
 */
export function wrap(text: string, width: number): string[] {
  const limit = Math.max(1, Math.floor(width));
  const lines: string[] = [];
  // Most receipt text is one line that fits (a 30-line receipt wraps a handful): no split, no words.
  const paragraphs = text.includes('\n') ? text.split(/\r?\n/) : [text];
  for (const paragraph of paragraphs) {
    if (fitsAsIs(paragraph, limit)) lines.push(paragraph.trimEnd());
    else wrapParagraph(paragraph, limit, lines);
  }
  return lines;
}

/**
 * True when the paragraph fits and wrapping would give it back as it is (trailing spaces dropped):
 * the words re-joined by their single spaces are the text itself, unless the first word takes no
 * column (only zero-width characters), after which wrapParagraph drops the gap.
 */
function fitsAsIs(paragraph: string, limit: number): boolean {
  if (displayWidth(paragraph) > limit) return false;
  const body = paragraph.trimStart();
  return body.length === 0 || codePointWidth(body.codePointAt(0) as number) > 0;
}

function wrapParagraph(paragraph: string, limit: number, lines: string[]): void {
  // Leading spaces are an indent (an option line under its item): they stay with the first word.
  const body = paragraph.trimStart();
  const words = body.split(' ');
  words[0] = paragraph.slice(0, paragraph.length - body.length) + words[0];
  let line = '';
  let lineWidth = 0;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    const wordWidth = displayWidth(word);
    const gap = index === 0 || lineWidth === 0 ? 0 : 1;
    if (lineWidth + gap + wordWidth <= limit) {
      line += (gap === 1 ? ' ' : '') + word;
      lineWidth += gap + wordWidth;
      continue;
    }
    if (lineWidth > 0) {
      lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    }
    if (wordWidth <= limit) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    for (const cluster of displayClusters(word)) {
      if (lineWidth + cluster.width > limit && lineWidth > 0) {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      }
      line += cluster.text;
      lineWidth += cluster.width;
    }
  }
  lines.push(line.trimEnd());
}
