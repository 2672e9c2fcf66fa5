import { describe, expect, it } from 'vitest';
import { indexTerms, keywordLookupTerms, normalizeSearchText, searchTokens, shopListOf, tokenLookupTerms, vocabularyWords } from './search-text.ts';

describe('search tokens', () => {
  it('splits where the script changes and lower-cases Latin letters (full-width too)', () => {
    expect(searchTokens('스핀랩 X-댐프너 10개입 ＰＲＯ')).toEqual([
      { kind: 'hangul', text: '스핀랩' },
      { kind: 'latin', text: 'x' },
      { kind: 'hangul', text: '댐프너' },
      { kind: 'latin', text: '10' },
      { kind: 'hangul', text: '개입' },
      { kind: 'latin', text: 'pro' },
    ]);
    expect(normalizeSearchText('Dampener')).toBe('dampener');
  });

  it('keeps consonant-only words apart so they are read as 초성', () => {
    expect(searchTokens('ㄷㅍㄴ 핑크')).toEqual([{ kind: 'choseong', text: 'ㄷㅍㄴ' }, { kind: 'hangul', text: '핑크' }]);
  });

  it('finds nothing to look up in punctuation', () => {
    expect(searchTokens('% _ !')).toEqual([]);
  });
});

describe('index terms', () => {
  it('indexes every 1–4 syllable part of a Hangul word, so one- and two-syllable keywords are one lookup', () => {
    const terms = indexTerms('손목밴드');
    for (const t of ['손', '밴', '밴드', '손목', '목밴드', '손목밴드']) expect(terms.has(t)).toBe(true);
  });

  it('indexes the 초성 of Hangul words from their start, and Latin words by prefix', () => {
    const terms = indexTerms('댐프너 Dampener X');
    for (const t of ['ㄷㅍ', 'ㄷㅍㄴ', 'da', 'damp', 'dampener', 'x']) expect(terms.has(t)).toBe(true);
    for (const t of ['ㄷ', 'ㅍㄴ', 'd', 'ener']) expect(terms.has(t)).toBe(false);
  });

  it('indexes the other words of a product (brand, options, keywords) from their first syllable', () => {
    const terms = indexTerms('스마일 댐프너', '형광옐로우 진동방지');
    for (const t of ['형', '형광', '형광옐로', '진동', 'ㅎㄱ', 'ㅈㄷㅂ']) expect(terms.has(t)).toBe(true);
    expect(terms.has('방지')).toBe(false);
    expect(terms.has('마일')).toBe(true);
  });

  it('looks a long keyword word up by its first four syllables and a lone consonant not at all', () => {
    expect(tokenLookupTerms({ kind: 'hangul', text: '댐프너' })).toEqual(['댐프너']);
    expect(tokenLookupTerms({ kind: 'hangul', text: '형광옐로우' })).toEqual(['형광옐로']);
    expect(tokenLookupTerms({ kind: 'choseong', text: 'ㄷ' })).toEqual([]);
    expect(tokenLookupTerms({ kind: 'latin', text: 'dampener' })).toEqual(['dampener']);
    // Every lookup term of a word is an index term of a text containing it.
    for (const terms of [indexTerms('코트 형광옐로우 오버그립'), indexTerms('코트', '형광옐로우')]) {
      for (const t of tokenLookupTerms({ kind: 'hangul', text: '형광옐로우' })) expect(terms.has(t)).toBe(true);
    }
  });

  it('gathers the lookups of every word of a keyword, or none when one word cannot match', () => {
    expect(keywordLookupTerms('댐프너 핑크 댐프너')).toEqual(['댐프너', '핑크']);
    expect(keywordLookupTerms('X-댐프너')).toEqual(['x', '댐프너']);
    expect(keywordLookupTerms('댐프너 ㄷ')).toBeNull();
    expect(keywordLookupTerms('% _')).toBeNull();
  });

  it('keeps whole words of two characters or more, not counts, as the correction vocabulary', () => {
    expect([...vocabularyWords('발리온 테니스공 댐프너 2개입 x')]).toEqual(['발리온', '테니스공', '댐프너', '개입']);
  });
});

describe('words that name a list', () => {
  it('knows the shop lists by the words shoppers type for them', () => {
    expect(shopListOf('베스트')).toBe('BEST');
    expect(shopListOf(' 신상품 ')).toBe('NEW');
    expect(shopListOf('NEW')).toBe('NEW');
    expect(shopListOf('베스트 댐프너')).toBeNull();
    expect(shopListOf('댐프너')).toBeNull();
  });
});
