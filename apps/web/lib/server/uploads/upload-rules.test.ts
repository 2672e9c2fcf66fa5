import { describe, expect, it } from 'vitest';
import { contentTypeOfKey, isUploadKey, newUploadKey, originalCandidates, uploadKeyParts, variantKey } from './upload-rules';

const hex = '0123456789abcdef0123456789abcdef';

describe('upload keys', () => {
  it('are made from bucket, day and random hex, with the type’s extension', () => {
    const key = newUploadKey('review', 'image/png', new Date('2025-03-04T10:00:00Z'), hex);
    expect(key).toBe(`review/20250304/${hex}.png`);
    expect(isUploadKey(key)).toBe(true);
    expect(contentTypeOfKey(key)).toBe('image/png');
  });
  it('refuse anything that could leave the uploads folder or is not an image', () => {
    for (const key of [`../etc/${hex}.png`, `review/20250304/../../x.png`, `review/20250304/${hex}.svg`, `Review/20250304/${hex}.png`, `review/20250304/${hex}_large.png`]) {
      expect(isUploadKey(key)).toBe(false);
    }
    expect(() => newUploadKey('review', 'image/svg+xml', new Date(), hex)).toThrow();
  });
  it('name the _small thumbnail and its WebP twins next to the original', () => {
    const original = `review/20250304/${hex}.jpg`;
    expect(variantKey(original, '_small', 'jpg')).toBe(`review/20250304/${hex}_small.jpg`);
    expect(variantKey(original, '_small_2x', 'webp')).toBe(`review/20250304/${hex}_small_2x.webp`);
    expect(isUploadKey(`review/20250304/${hex}_small_2x.webp`)).toBe(true);
    expect(uploadKeyParts(`review/20250304/${hex}_small.webp`)).toEqual({ stem: `review/20250304/${hex}`, suffix: '_small', ext: 'webp' });
    expect(() => variantKey(`review/20250304/${hex}_small.jpg`, '_small', 'webp')).toThrow();
  });
  it('map a variant back to the keys its original may have', () => {
    expect(originalCandidates(`review/20250304/${hex}_small.webp`)).toEqual(['jpg', 'png', 'gif', 'webp'].map((ext) => `review/20250304/${hex}.${ext}`));
    expect(originalCandidates(`review/20250304/${hex}.jpg`)).toBeNull();
  });
});
