// Bench figures beside their same-run limits (issue 31): every app's `pnpm bench` prints through these.
export { ascending, benchLine, formatMs, interleave, meetsGoal, percentile } from './bench-figures.ts';
export type { BenchFigure, Goal, Interleaved, Work } from './bench-figures.ts';
