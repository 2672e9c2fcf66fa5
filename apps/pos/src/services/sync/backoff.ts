// Retry delays for the sync worker: exponential in the number of failures in a row, capped, with
// "equal jitter" (half fixed, half random) so terminals that lost the server together do not all
// come back in the same millisecond, yet none retries sooner than half the planned delay.

export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

/** Delay before retry number `failures` (1 = after the first failure). `random` is in [0, 1). */
export function backoffDelay(failures: number, policy: BackoffPolicy, random: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const planned = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const half = planned / 2;
  const jitter = Math.min(Math.max(random, 0), 1);
  return Math.round(half + half * jitter);
}
