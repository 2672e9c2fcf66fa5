import { describe, expect, it } from 'vitest';
import { choseongOf, isChoseongOnly, jamoDistance, qwertyToHangul, toJamo } from './hangul.ts';

describe('jamo decomposition', () => {
  it('splits syllables into the jamo a 2-beolsik keyboard types, compound vowels and finals included', () => {
    expect(toJamo('댐프너')).toBe('ㄷㅐㅁㅍㅡㄴㅓ');
    expect(toJamo('값')).toBe('ㄱㅏㅂㅅ');
    expect(toJamo('와')).toBe('ㅇㅗㅏ');
  });

  it('counts a misspelt vowel as one edit and a missing syllable as its jamo', () => {
    expect(jamoDistance('댐퍼너', '댐프너')).toBe(1);
    expect(jamoDistance('오버그립', '오버그립')).toBe(0);
    expect(jamoDistance('댐프', '댐프너')).toBe(2);
  });
});

describe('초성', () => {
  it('takes the initial consonant of every syllable and drops everything else', () => {
    expect(choseongOf('코트사이드')).toBe('ㅋㅌㅅㅇㄷ');
    expect(choseongOf('X-댐프너 2개입')).toBe('ㄷㅍㄴㄱㅇ');
  });

  it('recognises a keyword made only of consonants', () => {
    expect(isChoseongOnly('ㄷㅍㄴ')).toBe(true);
    expect(isChoseongOnly('ㄷ프ㄴ')).toBe(false);
    expect(isChoseongOnly('')).toBe(false);
  });
});

describe('English-keyboard typing', () => {
  it('reads Latin letters typed in English mode as the Hangul they were meant to be', () => {
    expect(qwertyToHangul('eoavmsj')).toBe('댐프너');
    expect(qwertyToHangul('dampener')).toBeNull();
    expect(qwertyToHangul('댐프너')).toBeNull();
  });
});
