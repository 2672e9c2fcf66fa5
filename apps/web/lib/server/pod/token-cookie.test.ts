import { describe, expect, it } from 'vitest';
import { encodeTokenTime, secondsLeft, tokenStateFrom } from './token-cookie';

const issuedAt = Date.UTC(2025, 2, 1, 9, 0, 0);

describe('the partner token kept in cookies', () => {
  it('reads back what was stored', () => {
    expect(tokenStateFrom('tok', encodeTokenTime(issuedAt, 3600))).toEqual({ status: 'valid', issuedAt, expiresIn: 3600 });
  });

  it('counts down to 60 seconds before the partner’s deadline', () => {
    const state = tokenStateFrom('tok', encodeTokenTime(issuedAt, 3600));
    expect(secondsLeft(state, issuedAt)).toBe(3540);
    expect(secondsLeft(state, issuedAt + 3539_500)).toBe(0);
    expect(secondsLeft(state, issuedAt + 3538_000)).toBe(2);
    // At the margin the token is already expired: the editor must get a new one first.
    expect(secondsLeft(state, issuedAt + 3540_000)).toBe(0);
    expect(secondsLeft(state, issuedAt + 7200_000)).toBe(0);
  });

  it.each([
    [null, encodeTokenTime(issuedAt, 3600)],
    ['tok', null],
    ['', encodeTokenTime(issuedAt, 3600)],
    ['tok', 'yesterday'],
    ['tok', `${issuedAt}:0`],
    ['tok', `${issuedAt}:-5`],
  ])('treats token %j with time %j as no token', (token, time) => {
    expect(tokenStateFrom(token, time)).toEqual({ status: 'none' });
    expect(secondsLeft(tokenStateFrom(token, time), issuedAt)).toBe(0);
  });
});
