import { describe, expect, it } from 'vitest';
import { contentTypeOfKey, isUploadKey, newUploadKey, originalOfThumbnail } from './upload-rules';

const hex = '0123456789abcdef0123456789abcdef';

describe('upload keys', () => {
  it('are made from bucket, day and random hex, with the type’s extension', () => {
    const key = newUploadKey('review', 'image/png', new Date('2025-03-04T10:00:00Z'), hex);
    expect(key).toBe(`review/20250304/${hex}.png`);
    expect(isUploadKey(key)).toBe(true);
    expect(contentTypeOfKey(key)).toBe('image/png');
  });
  it('refuse anything that could leave the uploads folder or is not an image', () => {
    for (const key of [`../etc/${hex}.png`, `review/20250304/../../x.png`, `review/20250304/${hex}.svg`, `Review/20250304/${hex}.png`]) {
      expect(isUploadKey(key)).toBe(false);
    }
    expect(() => newUploadKey('review', 'image/svg+xml', new Date(), hex)).toThrow();
  });
  it('map a _small thumbnail name back to its original', () => {
    expect(isUploadKey(`review/20250304/${hex}_small.jpg`)).toBe(true);
    expect(originalOfThumbnail(`review/20250304/${hex}_small.jpg`)).toBe(`review/20250304/${hex}.jpg`);
    expect(originalOfThumbnail(`review/20250304/${hex}.jpg`)).toBeNull();
  });
});
