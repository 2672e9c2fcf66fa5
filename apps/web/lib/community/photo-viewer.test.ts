import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, stepPhoto, swipeStep } from './photo-viewer';

describe('review photo viewer', () => {
  it('steps through the photos and holds at the ends', () => {
    expect(stepPhoto(0, 3, 1)).toBe(1);
    expect(stepPhoto(2, 3, 1)).toBe(2);
    expect(stepPhoto(0, 3, -1)).toBe(0);
    expect(stepPhoto(2, 3, -1)).toBe(1);
    expect(stepPhoto(0, 0, 1)).toBe(0);
  });

  it('reads a sideways swipe as a page turn and ignores taps and vertical drags', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(120, 10)).toBe(-1);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});
