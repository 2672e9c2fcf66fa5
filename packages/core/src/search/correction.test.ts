import { describe, expect, it } from 'vitest';
import { closestWord, correctWords, maxCorrectionDistance, prepareVocabulary } from './correction.ts';

const vocabulary = prepareVocabulary([
  { word: '댐프너', df: 40 },
  { word: '댐퍼', df: 3 },
  { word: '코트사이드', df: 25 },
  { word: '코팅', df: 2 },
  { word: '오버그립', df: 30 },
  { word: '그립', df: 50 },
  { word: '블랙', df: 60 },
  { word: '블루', df: 20 },
]);

describe('keyword correction', () => {
  it('takes the word one jamo away (댐퍼너 → 댐프너)', () => {
    expect(closestWord('댐퍼너', vocabulary)).toBe('댐프너');
    expect(closestWord('오버그랍', vocabulary)).toBe('오버그립');
  });

  it('does not guess for short words or words too far from any indexed word', () => {
    expect(maxCorrectionDistance(3)).toBe(0);
    expect(closestWord('블', vocabulary)).toBeNull();
    expect(closestWord('라켓가방', vocabulary)).toBeNull();
  });

  it('prefers the word in more products when two are equally close', () => {
    const tied = prepareVocabulary([{ word: '블랙', df: 5 }, { word: '블럭', df: 9 }]);
    expect(closestWord('블렉', tied)).toBe('블럭');
  });

  it('reads a word typed with the keyboard in English mode (eoavmsj → 댐프너)', () => {
    expect(closestWord('eoavmsj', vocabulary)).toBe('댐프너');
  });

  it('expands 초성 to the word whose syllables begin with them, in order (ㅋㅌㄷ → 코트사이드)', () => {
    expect(closestWord('ㅋㅌㄷ', vocabulary)).toBe('코트사이드');
    expect(closestWord('ㄷㅍㄴ', vocabulary)).toBe('댐프너');
    expect(closestWord('ㅎㅎ', vocabulary)).toBeNull();
    expect(closestWord('ㄷ', vocabulary)).toBeNull();
  });
});

describe('correcting a keyword word by word', () => {
  const indexed = new Set(['댐프너', '핑크']);
  const found = async (w: string) => indexed.has(w);
  const read = async () => vocabulary;

  it('replaces only the words that find nothing', async () => {
    expect(await correctWords(['댐퍼너', '핑크'], found, read)).toEqual(['댐프너', '핑크']);
    expect(await correctWords(['댐프너'], found, read)).toBeNull();
  });

  it('leaves words that name a shop list alone', async () => {
    let read2 = 0;
    expect(await correctWords(['베스트'], found, async () => { read2++; return vocabulary; })).toBeNull();
    expect(read2).toBe(0);
  });
});
