import { describe, expect, it } from 'vitest';
import { uploadThumbnail } from './upload-thumbnail';

const hex = '0123456789abcdef0123456789abcdef';

describe('thumbnails of an uploaded picture', () => {
  it('name the _small file and its WebP at 1x and 2x, keeping the address’s origin', () => {
    expect(uploadThumbnail(`http://127.0.0.1:3000/api/upload/review/20250304/${hex}.jpg`)).toEqual({
      small: `http://127.0.0.1:3000/api/upload/review/20250304/${hex}_small.jpg`,
      webp1x: `http://127.0.0.1:3000/api/upload/review/20250304/${hex}_small.webp`,
      webp2x: `http://127.0.0.1:3000/api/upload/review/20250304/${hex}_small_2x.webp`,
    });
    expect(uploadThumbnail(`/uploads/custom-design/20250304/${hex}.png`)?.webp2x).toBe(`/uploads/custom-design/20250304/${hex}_small_2x.webp`);
  });
  it('leave every other picture alone', () => {
    for (const url of ['http://127.0.0.1:4010/images/reviews/a.svg', `/api/upload/review/20250304/${hex}_small.jpg`, `/api/upload/review/20250304/${hex}.jpg?x=1`, 'https://cdn.example/photo.jpg', '']) {
      expect(uploadThumbnail(url)).toBeNull();
    }
  });
});
