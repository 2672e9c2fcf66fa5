// When to start a dead process again (`pnpm start` and `pnpm start:scale`): at once the first time,
// then after 1 s, 2 s, 4 s … up to 30 s while it keeps dying; a process that stayed up for a minute
// starts the count again. Pure: the caller passes the clock.

export const RESTART_BACKOFF = { firstMs: 1000, maxMs: 30_000, stableMs: 60_000 };

/** A restart counter for one process. `died(nowMs, startedAtMs)` → { attempt, delayMs } of the next start. */
export function restartPolicy(policy = RESTART_BACKOFF) {
  let attempt = 0;
  return {
    died(nowMs, startedAtMs) {
      if (nowMs - startedAtMs >= policy.stableMs) attempt = 0;
      attempt += 1;
      const delayMs = attempt === 1 ? 0 : Math.min(policy.maxMs, policy.firstMs * 2 ** (attempt - 2));
      return { attempt, delayMs };
    },
  };
}

/** `exit 1`, `신호 SIGKILL`: how a child process ended, in the words the start scripts print. */
export function exitReason(code, signal) {
  return signal ? `신호 ${signal}` : `종료 코드 ${code}`;
}

/** The last `size` lines a process printed (kept to say why it died). */
export function lineTail(size = 15) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      for (const l of parts) if (l.trim() !== '') lines.push(l);
      if (lines.length > size) lines.splice(0, lines.length - size);
    },
    lines: () => (partial.trim() ? [...lines, partial] : [...lines]).slice(-size),
  };
}
