import { describe, expect, it } from 'vitest';
import { NO_POD_TOKEN, podTokenExpiresAt, podTokenNeedsRenewal, reducePodToken } from './pod-token.ts';
import type { PodTokenEvent } from './pod-token.ts';

const ISSUED = 1_700_000_000_000;
const ONE_HOUR_S = 3600;
const expiry = ISSUED + ONE_HOUR_S * 1000;
const valid = reducePodToken(NO_POD_TOKEN, { type: 'issued', issuedAt: ISSUED, expiresIn: ONE_HOUR_S });

describe('pod token', () => {
  it('needs a token before the first call', () => {
    expect(podTokenNeedsRenewal(NO_POD_TOKEN, ISSUED)).toBe(true);
    expect(podTokenExpiresAt(NO_POD_TOKEN)).toBeNull();
  });

  it('is valid once issued until 60 s before expires_in runs out', () => {
    expect(valid).toEqual({ status: 'valid', issuedAt: ISSUED, expiresIn: ONE_HOUR_S });
    expect(podTokenExpiresAt(valid)).toBe(expiry - 60_000);
  });

  it.each([
    [-61_000, 'valid'],
    [-60_000, 'expired'],
    [-59_000, 'expired'],
  ])('a tick at expiry %d ms makes it %s', (offset, status) => {
    expect(reducePodToken(valid, { type: 'tick', now: expiry + offset }).status).toBe(status);
    expect(podTokenNeedsRenewal(valid, expiry + offset)).toBe(status !== 'valid');
  });

  it('an expired token stays expired until a new one is issued, and can be cleared', () => {
    const expired = reducePodToken(valid, { type: 'tick', now: expiry });
    expect(reducePodToken(expired, { type: 'tick', now: expiry + 1 })).toBe(expired);
    expect(reducePodToken(expired, { type: 'issued', issuedAt: expiry, expiresIn: ONE_HOUR_S }).status).toBe('valid');
    expect(reducePodToken(valid, { type: 'cleared' })).toBe(NO_POD_TOKEN);
  });

  it('ignores a malformed event', () => {
    expect(reducePodToken(valid, { type: 'refresh' } as unknown as PodTokenEvent)).toBe(valid);
  });
});
