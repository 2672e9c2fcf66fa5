import { describe, expect, it } from 'vitest';
import { thumbnailFileName } from './thumbnail.ts';

describe('thumbnailFileName', () => {
  it.each([
    ['photo.png', 'photo_small.png'],
    ['my.photo.jpeg', 'my.photo_small.jpeg'],
    ['photo', 'photo_small'],
    ['uploads/2024/photo.webp', 'uploads/2024/photo_small.webp'],
    ['uploads/a.b/photo', 'uploads/a.b/photo_small'],
    ['.env', '.env_small'],
    ['dir/.hidden', 'dir/.hidden_small'],
    ['디자인 시안.PNG', '디자인 시안_small.PNG'],
  ])('%s → %s', (input, output) => {
    expect(thumbnailFileName(input)).toBe(output);
  });
});
