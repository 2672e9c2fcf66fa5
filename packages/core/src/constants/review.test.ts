import { describe, expect, it } from 'vitest';
import { REVIEW_RATINGS, reviewRatingLabel } from './review.ts';

describe('review ratings', () => {
  it('lists five choices from best to worst', () => {
    expect(REVIEW_RATINGS.map((choice) => choice.rating)).toEqual([5, 4, 3, 2, 1]);
  });

  it('labels each rating in Korean', () => {
    expect(reviewRatingLabel(5)).toBe('최고예요');
    expect(reviewRatingLabel(4)).toBe('좋아요');
    expect(reviewRatingLabel(3)).toBe('보통이에요');
    expect(reviewRatingLabel(2)).toBe('그저 그래요');
    expect(reviewRatingLabel(1)).toBe('별로예요');
  });

  it('has no label outside 1..5', () => {
    expect(reviewRatingLabel(0)).toBeUndefined();
    expect(reviewRatingLabel(6)).toBeUndefined();
    expect(reviewRatingLabel(4.5)).toBeUndefined();
  });
});
