import { describe, expect, it } from 'vitest';
import { imageSource } from './image-source';

const hex = '0123456789abcdef0123456789abcdef';

describe('which pictures the optimiser serves', () => {
  it('our uploads, by their path on this site', () => {
    expect(imageSource(`http://127.0.0.1:3000/api/upload/review/20250304/${hex}.jpg`)).toEqual({ src: `/api/upload/review/20250304/${hex}.jpg`, optimize: true });
    expect(imageSource(`/uploads/custom-design/20250304/${hex}.png`)).toEqual({ src: `/uploads/custom-design/20250304/${hex}.png`, optimize: true });
  });
  it('not SVG drawings, other hosts or anything that is not an upload key', () => {
    for (const url of ['http://127.0.0.1:4010/images/products/smile-black.svg', 'https://cdn.example/a.jpg', '/api/upload/../../etc/passwd', `/api/upload/review/20250304/${hex}.svg`]) {
      expect(imageSource(url)).toEqual({ src: url, optimize: false });
    }
  });
});
