// How every `pnpm bench` prints a figure (issue 31): the project's time beside a limit measured in
// the same run — interleaved with it, so both see the same load — their ratio, the goal, and the
// machine's load average. Absolute times swing with whatever else runs on a shared machine; the
// ratio to a same-run floor holds. Pure: the caller passes its clock and its load average.

/** The p-th percentile (nearest rank) of ascending numbers; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export interface Interleaved {
  /** Milliseconds per round. */
  project: number[];
  /** Milliseconds per round: the sum of the limit's parts, each timed in that round. */
  limit: number[];
}

export type Work = (round: number) => unknown;

/**
 * Times `project` and the parts of the limit alternately, round after round (the order turning
 * each round, so neither always runs first), with `now()` in milliseconds.
 */
export async function interleave(rounds: number, project: Work, limitParts: readonly Work[], now: () => number, between?: Work): Promise<Interleaved> {
  const result: Interleaved = { project: [], limit: [] };
  for (let round = 0; round < rounds; round++) {
    if (between) await between(round);
    const limitFirst = round % 2 === 1;
    let limit = 0;
    const timeLimit = async () => {
      for (const part of limitParts) {
        const start = now();
        await part(round);
        limit += now() - start;
      }
    };
    if (limitFirst) await timeLimit();
    const start = now();
    await project(round);
    result.project.push(now() - start);
    if (!limitFirst) await timeLimit();
    result.limit.push(limit);
  }
  return result;
}

export interface Goal {
  /** The project's figure at most this many milliseconds. */
  maxMs?: number;
  /** The project's figure at most this many times the limit's. */
  maxRatio?: number;
}

export interface BenchFigure {
  /** What is measured, e.g. '키워드 검색 100,000개 p95'. */
  measure: string;
  /** The project's figure in milliseconds. */
  project: number;
  /** Extra words after the project's figure (p50, counts). */
  detail?: string;
  /** The same-run limit in milliseconds, or null where the issue names none. */
  limit: number | null;
  /** What the limit is. */
  limitWhat?: string;
  goal: Goal;
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

/** Whether the figure meets its goal. */
export function meetsGoal(figure: BenchFigure): boolean {
  const { maxMs, maxRatio } = figure.goal;
  if (maxMs !== undefined && !(figure.project <= maxMs)) return false;
  if (maxRatio !== undefined && figure.limit !== null && !(figure.project / figure.limit <= maxRatio)) return false;
  return true;
}

/** One line: figure | same-run limit | ratio | goal → met or not | load average. */
export function benchLine(figure: BenchFigure, loadAverage: readonly number[]): string {
  const project = `${formatMs(figure.project)}${figure.detail ? ` (${figure.detail})` : ''}`;
  const limit = figure.limit === null ? '같은 실행 한계 없음' : `같은 실행 한계 ${formatMs(figure.limit)}${figure.limitWhat ? ` (${figure.limitWhat})` : ''}`;
  const ratio = figure.limit === null ? '비율 —' : `비율 ${(figure.project / figure.limit).toFixed(2)}×`;
  const goals = [figure.goal.maxMs !== undefined ? `≤ ${formatMs(figure.goal.maxMs)}` : null, figure.goal.maxRatio !== undefined ? `≤ ${figure.goal.maxRatio}×` : null].filter(Boolean);
  const goal = `목표 ${goals.length ? goals.join(', ') : '—'} → ${meetsGoal(figure) ? '충족' : '미달'}`;
  const load = `load ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`;
  return `[bench] ${figure.measure}: ${project} | ${limit} | ${ratio} | ${goal} | ${load}`;
}
