import { effectiveDpi } from '@courtside/core/design';
import { describe, expect, it } from 'vitest';
import { fitScale } from './image-fit';

describe('a new picture’s size', () => {
  it('shrinks a large photo to 70% of the printable width, which prints well above 300 DPI', () => {
    const scale = fitScale(3000, 2000);
    expect((3000 * 25.4 * scale) / 300).toBeCloseTo(19.6, 6);
    expect(effectiveDpi({ scale })).toBeGreaterThan(300);
  });

  it('keeps a small picture at its 300-DPI size instead of enlarging it', () => {
    expect(fitScale(120, 80)).toBe(1);
  });
});
