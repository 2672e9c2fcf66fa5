import { describe, expect, it } from 'vitest';
import { imageSource, platformImagePath } from './image-source';

const hex = '0123456789abcdef0123456789abcdef';
const platform = 'http://127.0.0.1:4010';

describe('which pictures the optimiser serves', () => {
  it('our uploads, by their path on this site', () => {
    expect(imageSource(`http://127.0.0.1:3000/api/upload/review/20250304/${hex}.jpg`, platform)).toEqual({ src: `/api/upload/review/20250304/${hex}.jpg`, optimize: true });
    expect(imageSource(`/uploads/custom-design/20250304/${hex}.png`, platform)).toEqual({ src: `/uploads/custom-design/20250304/${hex}.png`, optimize: true });
  });
  it("the platform's pictures from this site's origin: raster ones optimised, SVG drawings as they are", () => {
    expect(imageSource(`${platform}/images/products/smile-black.svg`, platform)).toEqual({ src: '/shop-images/products/smile-black.svg', optimize: false });
    expect(imageSource(`${platform}/images/reviews/bag-navy-2.jpg`, platform)).toEqual({ src: '/shop-images/reviews/bag-navy-2.jpg', optimize: true });
  });
  it('not other hosts, other platform paths or anything that is not an upload key', () => {
    for (const url of [
      'https://cdn.example/a.jpg',
      'http://127.0.0.1:4011/images/products/smile-black.svg',
      `${platform}/images/products/smile-black.svg?x=1`,
      `${platform}/images/products/../secret.svg`,
      `${platform}/products/100001`,
      '/api/upload/../../etc/passwd',
      `/api/upload/review/20250304/${hex}.svg`,
    ]) {
      expect(imageSource(url, platform)).toEqual({ src: url, optimize: false });
    }
  });
});

describe('the /shop-images/ route passes on only picture paths', () => {
  it('maps its segments to the Shop API path', () => {
    expect(platformImagePath(['products', 'smile-black.svg'])).toBe('/images/products/smile-black.svg');
    expect(platformImagePath(['reviews', 'bag-navy-2.png'])).toBe('/images/reviews/bag-navy-2.png');
  });
  it('refuses anything else', () => {
    for (const segments of [['products'], ['products', '..', 'x.svg'], ['orders', 'a.svg'], ['products', 'a.exe'], ['products', 'A.svg'], ['products', 'a%2F..svg']]) {
      expect(platformImagePath(segments)).toBeNull();
    }
  });
});
