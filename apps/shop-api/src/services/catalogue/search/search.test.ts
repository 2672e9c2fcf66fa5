import { describe, expect, it } from 'vitest';
import { keywordTerms } from './search.ts';
import { containsPattern } from '../../shared/sql-text.ts';
import { drawImage, isImageName } from '../product-images.ts';

describe('search helpers', () => {
  it('splits keywords on any whitespace, at most ten words of fifty characters', () => {
    expect(keywordTerms(' 코트사이드   댐프너\t블랙 ', undefined)).toEqual(['코트사이드', '댐프너', '블랙']);
    expect(keywordTerms(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '))).toHaveLength(10);
    expect(keywordTerms('가'.repeat(80))[0]).toHaveLength(50);
    expect(keywordTerms('', '  ')).toEqual([]);
  });

  it('matches LIKE wildcards literally and ignores case', () => {
    expect(containsPattern('50%_OFF')).toBe('%50\\%\\_off%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});

describe('product pictures', () => {
  it('draws only safe names', () => {
    expect(isImageName('smile-black')).toBe(true);
    expect(isImageName('../etc/passwd')).toBe(false);
    expect(isImageName('Smile-Black')).toBe(false);
  });

  it('fills the shape with the named colour', () => {
    expect(drawImage('smile-red', 'product')).toContain('#de3b3b');
    expect(drawImage('heart-pink-r1', 'review')).toContain('<svg');
  });
});
