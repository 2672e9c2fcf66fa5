import { describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION, isLoggedIn, reduceSession, sessionExpiresAt } from './session.ts';
import type { SessionEvent, SessionState } from './session.ts';
import { TOKEN_EXPIRY_MARGIN_MS, isTokenExpired, tokenExpiresAt } from './token-expiry.ts';

const ISSUED = 1_700_000_000_000;
const TWELVE_HOURS_S = 12 * 60 * 60;
const expiry = ISSUED + TWELVE_HOURS_S * 1000;

const login: SessionEvent = { type: 'login', userIdentifier: 'member-42', issuanceTime: ISSUED, expireIn: TWELVE_HOURS_S, now: ISSUED };
const active = reduceSession(ANONYMOUS_SESSION, login);

describe('token expiry with the 60-second margin', () => {
  it('the margin is one minute', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(60_000);
    expect(tokenExpiresAt(ISSUED, TWELVE_HOURS_S)).toBe(expiry - 60_000);
  });

  it.each([
    [-61_000, false],
    [-60_000, true],
    [-59_000, true],
    [0, true],
  ])('at expiry %d ms: expired %s', (offset, expired) => {
    expect(isTokenExpired(ISSUED, TWELVE_HOURS_S, expiry + offset)).toBe(expired);
  });
});

describe('session', () => {
  it('starts anonymous and logs in with a user identifier', () => {
    expect(isLoggedIn(ANONYMOUS_SESSION)).toBe(false);
    expect(active).toEqual({ status: 'active', userIdentifier: 'member-42', issuanceTime: ISSUED, expireIn: TWELVE_HOURS_S });
    expect(isLoggedIn(active)).toBe(true);
    expect(sessionExpiresAt(active)).toBe(expiry - 60_000);
  });

  it.each([
    [-61_000, 'active'],
    [-60_000, 'expired'],
    [-59_000, 'expired'],
  ])('a tick at expiry %d ms leaves the session %s', (offset, status) => {
    const next = reduceSession(active, { type: 'tick', now: expiry + offset });
    expect(next.status).toBe(status);
    expect(isLoggedIn(next)).toBe(status === 'active');
  });

  it('a tick before expiry returns the same state', () => {
    expect(reduceSession(active, { type: 'tick', now: ISSUED + 1000 })).toBe(active);
  });

  it('an expired session has no identity and no deadline', () => {
    const expired = reduceSession(active, { type: 'tick', now: expiry });
    expect(expired).toEqual({ status: 'expired' });
    expect(sessionExpiresAt(expired)).toBeNull();
    expect(reduceSession(expired, { type: 'tick', now: expiry + 1 })).toBe(expired);
  });

  it('logging in with a token already inside the margin is expired at once', () => {
    expect(reduceSession(ANONYMOUS_SESSION, { ...login, now: expiry - 60_000 }).status).toBe('expired');
  });

  it('an empty user identifier is not a login', () => {
    expect(reduceSession(ANONYMOUS_SESSION, { ...login, userIdentifier: '' })).toBe(ANONYMOUS_SESSION);
  });

  it('logout forgets the member; logging in again after expiry works', () => {
    expect(reduceSession(active, { type: 'logout' })).toBe(ANONYMOUS_SESSION);
    const expired: SessionState = { status: 'expired' };
    expect(reduceSession(expired, { ...login, issuanceTime: expiry, now: expiry }).status).toBe('active');
  });

  it('ignores a malformed event', () => {
    expect(reduceSession(active, { type: 'refresh' } as unknown as SessionEvent)).toBe(active);
  });
});
