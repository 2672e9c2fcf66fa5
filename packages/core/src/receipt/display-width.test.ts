import { describe, expect, it } from 'vitest';
import {
  centerByWidth,
  codePointWidth,
  displayClusters,
  displayWidth,
  padEndByWidth,
  padStartByWidth,
  truncateToWidth,
  wrap,
} from './display-width.ts';

describe('displayWidth', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['코트사이드', 10],
    ['댐퍼 2개', 8],
    ['Babolat 댐퍼', 12],
    ['ㄱㄴㄷ', 6], // compatibility jamo (what the IME shows while composing)
    ['\u1100\u1161', 2], // conjoining jamo: leading consonant 2, vowel combines (0)
    ['漢字', 4],
    ['カナ', 4],
    ['ＡＢ', 4], // full-width Latin
    ['￦1,000', 7],
    ['e\u0301', 1], // e + combining acute
    ['a\u200bb', 2], // zero-width space
    ['tab\there', 7], // control characters take no column
    ['🎾', 2],
    ['𠀀', 2], // CJK extension B (astral plane)
    ['𝐀', 1], // astral but narrow
    ['×·é', 3],
  ])('%j is %d columns', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });

  it('agrees with codePointWidth on single characters', () => {
    expect(codePointWidth('가'.codePointAt(0) as number)).toBe(2);
    expect(codePointWidth(0x0301)).toBe(0);
    expect(codePointWidth(0x302a)).toBe(0);
    expect(codePointWidth(0x41)).toBe(1);
    expect(codePointWidth(0xd7a4)).toBe(1); // just past the last syllable
  });
});

describe('displayClusters', () => {
  it('keeps combining marks and conjoining vowels with their base', () => {
    expect(displayClusters('e\u0301x\u1100\u1161')).toEqual([
      { text: 'e\u0301', width: 1 },
      { text: 'x', width: 1 },
      { text: '\u1100\u1161', width: 2 },
    ]);
  });

  it('a leading zero-width character stands alone', () => {
    expect(displayClusters('\u0301a')).toEqual([
      { text: '\u0301', width: 0 },
      { text: 'a', width: 1 },
    ]);
  });
});

describe('padding and truncation by width', () => {
  it('pads Korean text to the same column as Latin text', () => {
    expect(padEndByWidth('댐퍼', 6) + '|').toBe('댐퍼  |');
    expect(padEndByWidth('damp', 6) + '|').toBe('damp  |');
    expect(padStartByWidth('댐퍼', 6)).toBe('  댐퍼');
    expect(padStartByWidth('12,000', 4)).toBe('12,000');
    expect(padEndByWidth('코트사이드', 4)).toBe('코트사이드');
  });

  it('centres with the odd column on the right', () => {
    expect(centerByWidth('가', 5)).toBe(' 가  ');
    expect(centerByWidth('abc', 2)).toBe('abc');
  });

  it('never cuts a syllable in half', () => {
    expect(truncateToWidth('코트사이드', 5)).toBe('코트');
    expect(truncateToWidth('코트사이드', 6)).toBe('코트사');
    expect(truncateToWidth('short', 10)).toBe('short');
    expect(truncateToWidth('e\u0301e\u0301', 1)).toBe('e\u0301');
  });
});

describe('wrap', () => {
  it('breaks at spaces by width', () => {
    expect(wrap('코트사이드 진동 댐퍼 블랙', 12)).toEqual(['코트사이드', '진동 댐퍼', '블랙']);
    expect(wrap('Babolat custom damp', 10)).toEqual(['Babolat', 'custom', 'damp']);
  });

  it('cuts a long word between syllables, never inside one', () => {
    const lines = wrap('초특가한정판커스텀댐퍼', 7);
    expect(lines).toEqual(['초특가', '한정판', '커스텀', '댐퍼']);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(7);
    expect(lines.join('')).toBe('초특가한정판커스텀댐퍼');
  });

  it('continues a cut word on the same line as the next word when it fits', () => {
    expect(wrap('ABCDEFG h', 5)).toEqual(['ABCDE', 'FG h']);
    expect(wrap('ABCDEFGH ij', 5)).toEqual(['ABCDE', 'FGH', 'ij']);
    expect(wrap('ab ABCDEFGH', 5)).toEqual(['ab', 'ABCDE', 'FGH']);
  });

  it('keeps explicit newlines and drops trailing spaces', () => {
    expect(wrap('첫 줄\n둘째 줄  ', 20)).toEqual(['첫 줄', '둘째 줄']);
    expect(wrap('a\r\nb', 20)).toEqual(['a', 'b']);
    expect(wrap('', 10)).toEqual(['']);
  });

  it('gives a syllable wider than the line a line of its own', () => {
    expect(wrap('가나', 1)).toEqual(['가', '나']);
    expect(wrap('abc', 0)).toEqual(['a', 'b', 'c']);
  });

  it('gives a line that fits back as it is: indent and inner double spaces kept, trailing spaces dropped', () => {
    expect(wrap('  블랙 / 1개입  x2   ', 42)).toEqual(['  블랙 / 1개입  x2']);
    expect(wrap('   ', 42)).toEqual(['']);
    expect(wrap('', 42)).toEqual(['']);
  });

  it('drops the gap after a first word that takes no column, fitting or not (as the word-by-word wrap does)', () => {
    expect(wrap('\u200b abc', 42)).toEqual(['\u200babc']);
    expect(wrap('\u200b abc', 3)).toEqual(['\u200babc']);
  });
});
