// Review photos full-screen (issue 29: they opened at 171 px): which photo a swipe, an arrow key or a
// button goes to. A horizontal swipe of at least SWIPE_MIN_PX that is more sideways than up or down
// turns the page; the ends do not wrap (the shopper sees where the set ends).

export const SWIPE_MIN_PX = 40;

/** The photo after moving `step` (+1 next, −1 previous) from `index` of `count`, held at the ends. */
export function stepPhoto(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** A finished swipe's move: a leftward swipe shows the next photo (+1), a rightward one the previous (−1). */
export function swipeStep(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
