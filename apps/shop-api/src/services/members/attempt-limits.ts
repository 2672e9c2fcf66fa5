// Guessable secrets get a limited number of wrong tries, counted in the database so every instance
// shares the count: a member's password (per member id) and a guest order's password (per order
// number). The lock answers 429 with a code and says, in Korean, how long to wait.
import { attemptLimiter, type AttemptPolicy } from '@courtside/db';
import { ApiError } from '../../http/api-error.ts';
import type { AppDeps } from '../../http/context.ts';

export const ATTEMPT_POLICY: AttemptPolicy = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export type AttemptScope = 'member-login' | 'guest-order';

const LOCK: Record<AttemptScope, { code: string; what: string }> = {
  'member-login': { code: 'M0310', what: '비밀번호를' },
  'guest-order': { code: 'O4010', what: '주문 비밀번호를' },
};

function lockedError(scope: AttemptScope, retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(429, LOCK[scope].code, `${LOCK[scope].what} 여러 번 잘못 입력해 잠겼습니다. ${minutes}분 후 다시 시도해 주세요.`);
}

/**
 * Runs `check` (true when the secret is right) under the subject's attempt limit: refuses while
 * locked, counts a wrong answer (and answers the lock on the failure that sets it), forgets the
 * count on success.
 */
export async function withAttemptLimit(deps: AppDeps, scope: AttemptScope, subject: string, check: () => Promise<boolean>): Promise<boolean> {
  const limiter = attemptLimiter(deps.db, ATTEMPT_POLICY);
  const now = deps.now();
  try {
    await limiter.assertOpen(scope, subject, now);
  } catch (error) {
    throw lockedError(scope, (error as { retryAfterSeconds: number }).retryAfterSeconds);
  }
  if (await check()) {
    await limiter.clear(scope, subject);
    return true;
  }
  const locked = await limiter.recordFailure(scope, subject, now);
  if (locked) throw lockedError(scope, locked.retryAfterSeconds);
  return false;
}
