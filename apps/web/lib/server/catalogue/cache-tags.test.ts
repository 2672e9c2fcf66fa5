import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAG, CATALOGUE_TAG_PATTERN, CATEGORIES_TAG, LISTS_TAG, boardTag, productTag, tagsForChanges, tagsForPath } from './cache-tags';

describe('catalogue cache tags', () => {
  it('tag each Shop API read by what it shows, and every read with the catalogue tag', () => {
    expect(tagsForPath('/products/100001')).toEqual([CATALOGUE_TAG, productTag(100001)]);
    expect(tagsForPath('/products/100001/options')).toEqual([CATALOGUE_TAG, productTag(100001)]);
    expect(tagsForPath('/products/search')).toEqual([CATALOGUE_TAG, LISTS_TAG]);
    expect(tagsForPath('/products/best-seller/search')).toEqual([CATALOGUE_TAG, LISTS_TAG]);
    expect(tagsForPath('/products/restocked')).toEqual([CATALOGUE_TAG, LISTS_TAG]);
    expect(tagsForPath('/categories')).toEqual([CATALOGUE_TAG, CATEGORIES_TAG]);
    expect(tagsForPath('/boards/272902/articles')).toEqual([CATALOGUE_TAG, boardTag('272902')]);
    expect(tagsForPath('/boards/272902/articles/12')).toEqual([CATALOGUE_TAG, boardTag('272902')]);
    expect(tagsForPath('/display/brands/search')).toEqual([CATALOGUE_TAG]);
  });

  it('turn a batch of recorded changes into the tags to revalidate, each once', () => {
    expect(
      tagsForChanges([
        { kind: 'product', productNo: 1 },
        { kind: 'product', productNo: 1 },
        { kind: 'product', productNo: 2 },
        { kind: 'board', boardNo: 272902 },
      ]).sort(),
    ).toEqual([productTag(1), productTag(2), LISTS_TAG, boardTag(272902)].sort());
    expect(tagsForChanges([{ kind: 'category' }]).sort()).toEqual([CATEGORIES_TAG, LISTS_TAG].sort());
    expect(tagsForChanges([])).toEqual([]);
  });

  it('accept as tags only what they write', () => {
    for (const tag of [CATALOGUE_TAG, LISTS_TAG, CATEGORIES_TAG, productTag(100001), boardTag(272902), boardTag('faq')]) expect(CATALOGUE_TAG_PATTERN.test(tag)).toBe(true);
    for (const tag of ['_N_T_/layout', 'catalogue:product:x', 'catalogue:', 'other', `catalogue:board:${'a'.repeat(41)}`]) expect(CATALOGUE_TAG_PATTERN.test(tag)).toBe(false);
  });
});
