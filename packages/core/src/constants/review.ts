// Review rating choices, best first, as the review form lists them (seed §3).

export const REVIEW_RATINGS = [
  { rating: 5, label: '최고예요' },
  { rating: 4, label: '좋아요' },
  { rating: 3, label: '보통이에요' },
  { rating: 2, label: '그저 그래요' },
  { rating: 1, label: '별로예요' },
] as const;

export type ReviewRating = (typeof REVIEW_RATINGS)[number]['rating'];

/** The Korean label of a rating, or undefined for a value outside 1..5. */
export function reviewRatingLabel(rating: number): string | undefined {
  return REVIEW_RATINGS.find((choice) => choice.rating === rating)?.label;
}
