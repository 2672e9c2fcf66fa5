import { describe, expect, it } from 'vitest';
import { splitCompound, splitKeywordWord } from './compound.ts';

const vocabulary = new Map([
  ['핑크', 3], ['댐프너', 12], ['스마일', 4], ['오버그립', 6], ['그립', 2], ['오버', 1], ['블랙', 7], ['코트사이드', 20], ['pink', 2], ['dampener', 12],
]);

describe('splitCompound', () => {
  it('spells an unspaced compound as vocabulary words (핑크댐프너 → 핑크 댐프너)', () => {
    expect(splitCompound('핑크댐프너', vocabulary)).toEqual(['핑크', '댐프너']);
    expect(splitCompound('스마일핑크댐프너', vocabulary)).toEqual(['스마일', '핑크', '댐프너']);
    expect(splitCompound('pinkdampener', vocabulary)).toEqual(['pink', 'dampener']);
  });

  it('takes the fewest parts (블랙오버그립 is 블랙 + 오버그립, not 블랙 + 오버 + 그립)', () => {
    expect(splitCompound('블랙오버그립', vocabulary)).toEqual(['블랙', '오버그립']);
  });

  it('prefers the reading whose parts are in more products when the counts tie', () => {
    const v = new Map([['가나', 1], ['다라', 1], ['가나다', 9], ['라마', 9], ['다라마', 1]]);
    // 가나 + 다라마 (rarest 1) against 가나다 + 라마 (rarest 9).
    expect(splitCompound('가나다라마', v)).toEqual(['가나다', '라마']);
  });

  it('gives nothing when a part is unknown, the word is whole, or too short to be two words', () => {
    expect(splitCompound('핑크댐퍼', vocabulary)).toBeNull();
    expect(splitCompound('댐프너', vocabulary)).toBeNull();
    expect(splitCompound('핑크', vocabulary)).toBeNull();
    expect(splitCompound('', vocabulary)).toBeNull();
  });

  it('accepts a plain set of words', () => {
    expect(splitCompound('핑크댐프너', new Set(['핑크', '댐프너']))).toEqual(['핑크', '댐프너']);
  });
});

describe('splitKeywordWord', () => {
  const indexed = new Set(['댐프너', '핑크', '스마일', 'x']);
  const found = async (text: string) => indexed.has(text);
  const vocab = async () => vocabulary;

  it('splits only the runs the index does not know', async () => {
    expect(await splitKeywordWord('핑크댐프너', found, vocab)).toEqual(['핑크', '댐프너']);
    expect(await splitKeywordWord('x-핑크댐프너', found, vocab)).toEqual(['x', '핑크', '댐프너']);
  });

  it('leaves a known word, an unsplittable word and 초성 alone', async () => {
    expect(await splitKeywordWord('댐프너', found, vocab)).toBeNull();
    expect(await splitKeywordWord('핑크댐퍼', found, vocab)).toBeNull();
    expect(await splitKeywordWord('ㄷㅍㄴ', found, vocab)).toBeNull();
  });

  it('does not read the vocabulary when every run is found', async () => {
    let reads = 0;
    await splitKeywordWord('댐프너', found, async () => { reads++; return vocabulary; });
    expect(reads).toBe(0);
  });
});
