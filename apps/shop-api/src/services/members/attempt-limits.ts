// Guessable secrets get a limited number of wrong tries, counted in the database so every instance
// shares the count: a member's password and a guest order's password (per order number). The lock
// answers 429 with a code and says, in Korean, how long to wait.
// A member's login is limited three ways so that a stranger cannot lock the member out (issue 30):
//   - per (id, client): 10 wrong tries in 15 minutes lock that pair for 15 minutes (M0310) — the
//     guesser locks only themselves;
//   - per client across ids: 30 wrong tries in 15 minutes lock the client for 15 minutes (M0312) —
//     trying one password on many ids stops;
//   - per id from every client: after 20 wrong tries in 15 minutes each further one makes the id wait
//     1 s, 2 s, … at most 30 s (M0311) — a slow-down a distributed guesser pays for with every try,
//     never a long lock they can renew.
import { attemptLimiter, backoffLimiter, RateLimited, type AttemptPolicy, type BackoffPolicy } from '@courtside/db';
import { DomainError } from '../../domain/errors.ts';
import type { AppDeps } from '../deps.ts';

export const ATTEMPT_POLICY: AttemptPolicy = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Wrong logins from one client, over every id, before that client waits. */
export const CLIENT_LOGIN_POLICY: AttemptPolicy = { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** Wrong logins on one id, from every client: free up to 20, then a short growing wait. */
export const ID_BACKOFF_POLICY: BackoffPolicy = { freeFailures: 20, windowMs: 15 * 60_000, baseMs: 1000, maxMs: 30_000 };

export type AttemptScope = 'member-login' | 'guest-order';

const LOCK: Record<AttemptScope, { code: string; what: string }> = {
  'member-login': { code: 'M0310', what: '비밀번호를' },
  'guest-order': { code: 'O4010', what: '주문 비밀번호를' },
};

function lockedError(scope: AttemptScope, retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError('too-many', LOCK[scope].code, `${LOCK[scope].what} 여러 번 잘못 입력해 잠겼습니다. ${minutes}분 후 다시 시도해 주세요.`);
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

/**
 * Runs a member's password `check` under the login limits (see the top of this file): refuses while
 * the (id, client) pair, the client or the id is held, counts a wrong password on all three, and on
 * success forgets the pair's failures only (the client's and the id's counts run out with their
 * window: a guesser's own account must not wash the client's, nor the owner's login the id's).
 */
export async function withLoginLimits(deps: AppDeps, memberId: string, client: string, check: () => Promise<boolean>): Promise<boolean> {
  const now = deps.now();
  const pair = attemptLimiter(deps.db, ATTEMPT_POLICY);
  const byClient = attemptLimiter(deps.db, CLIENT_LOGIN_POLICY);
  const byId = backoffLimiter(deps.db, ID_BACKOFF_POLICY);
  // A client address holds no space, so "id client" (split at the last space) names one pair.
  const pairSubject = `${memberId} ${client}`;
  const held = async (assert: Promise<void>, error: (seconds: number) => DomainError) => {
    try {
      await assert;
    } catch (e) {
      if (e instanceof RateLimited) throw error(e.retryAfterSeconds);
      throw e;
    }
  };
  await held(pair.assertOpen('member-login', pairSubject, now), (s) => lockedError('member-login', s));
  await held(byClient.assertOpen('member-login-client', client, now), clientLockedError);
  await held(byId.assertOpen('member-login-id', memberId, now), idBackoffError);
  if (await check()) {
    await pair.clear('member-login', pairSubject);
    return true;
  }
  const pairLocked = await pair.recordFailure('member-login', pairSubject, now);
  const clientLocked = await byClient.recordFailure('member-login-client', client, now);
  await byId.recordFailure('member-login-id', memberId, now);
  if (pairLocked) throw lockedError('member-login', pairLocked.retryAfterSeconds);
  if (clientLocked) throw clientLockedError(clientLocked.retryAfterSeconds);
  return false;
}

function clientLockedError(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError('too-many', 'M0312', `이 기기에서 로그인에 여러 번 실패해 잠시 로그인할 수 없습니다. ${minutes}분 후 다시 시도해 주세요.`);
}

function idBackoffError(retryAfterSeconds: number): DomainError {
  return new DomainError('too-many', 'M0311', `이 아이디로 로그인 시도가 많았습니다. ${retryAfterSeconds}초 후 다시 시도해 주세요.`);
}
