import { describe, expect, it } from 'vitest';
import { lineTitle, optionText, optionValuesText } from './option-text';

describe('optionText', () => {
  it('pairs option labels with values', () => {
    expect(optionText('색상|구성', '블랙|3개입')).toBe('색상: 블랙 / 구성: 3개입');
    expect(optionText('색상', '핑크')).toBe('색상: 핑크');
  });
  it('is empty for a product without options and tolerates missing labels', () => {
    expect(optionText('', '')).toBe('');
    expect(optionText('', '단품')).toBe('단품');
    expect(optionText(null, undefined)).toBe('');
  });
  it('writes the issue’s raw order-detail text the shopper’s way', () => {
    expect(optionText('색상|구성', '블랙|1개입')).toBe('색상: 블랙 / 구성: 1개입');
    expect(optionText(' 색상 | 구성 ', ' 블랙 | 1개입 ')).toBe('색상: 블랙 / 구성: 1개입');
  });
  it('keeps values past the labels and skips empty ones', () => {
    expect(optionText('색상', '블랙|1개입')).toBe('색상: 블랙 / 1개입');
    expect(optionText('색상|구성', '|1개입')).toBe('색상: 1개입');
  });
});

describe('optionValuesText', () => {
  it('joins the values with a slash', () => {
    expect(optionValuesText('블랙|1개입')).toBe('블랙 / 1개입');
    expect(optionValuesText('핑크')).toBe('핑크');
    expect(optionValuesText('')).toBe('');
    expect(optionValuesText(null)).toBe('');
  });
});

describe('lineTitle', () => {
  it('names the line with its options in brackets', () => {
    expect(lineTitle('스마일 댐프너', '색상: 블랙')).toBe('스마일 댐프너 (색상: 블랙)');
    expect(lineTitle('오버그립', '')).toBe('오버그립');
  });
});
