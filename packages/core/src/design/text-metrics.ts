// A text layer's box, estimated from its characters. Core cannot measure fonts, and the box only
// has to keep text inside the shape, so the estimate leans wide: Hangul advances about one em in
// the bundled fonts, Latin letters about 0.6.

/** Line height as a multiple of the font size (the designer and the renderer draw with it). */
export const TEXT_LINE_HEIGHT = 1.2;

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x11ff) || // Hangul jamo
    (code >= 0x3000 && code <= 0x318f) || // CJK punctuation, Hangul compatibility jamo
    (code >= 0x4e00 && code <= 0x9fff) || // CJK ideographs
    (code >= 0xac00 && code <= 0xd7a3) || // Hangul syllables
    (code >= 0xff00 && code <= 0xffef) // full-width forms
  );
}

/** Advance of one character in ems. */
export function charAdvance(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (isWide(code)) return 1;
  if (char === ' ') return 0.3;
  if (/[A-Z0-9MW@%&]/.test(char)) return 0.72;
  return 0.6;
}

export function textLines(text: string): string[] {
  return text.split(/\r?\n/);
}

/** Width and height in mm of `text` set at `fontSize` mm (never zero, so an empty layer can be grabbed). */
export function estimateTextBox(text: string, fontSize: number): { width: number; height: number } {
  const lines = textLines(text);
  const widest = Math.max(...lines.map((line) => [...line].reduce((sum, char) => sum + charAdvance(char), 0)));
  return { width: Math.max(widest, 0.5) * fontSize, height: lines.length * fontSize * TEXT_LINE_HEIGHT };
}
