import { describe, expect, it } from 'vitest';
import { OWNER_BACKOFF_MAX_MS, PIN_LOCK_MS, PIN_LOCK_OPEN, nextPinLock, pinLockMessage, pinLockOpen, terminalStopApplies, terminalStopMessage } from './pin-lockout.ts';
import type { PinLockState } from './pin-lockout.ts';

const T0 = Date.parse('2024-03-05T05:00:00Z'); // 14:00 KST

function fail(state: PinLockState, times: number, admin: boolean, at = T0): PinLockState {
  let s = state;
  for (let i = 0; i < times; i += 1) s = nextPinLock(s, { type: 'failed', at, admin });
  return s;
}

describe('a staff member’s PIN lock', () => {
  it('locks the name for five minutes at the fifth wrong PIN, not before', () => {
    const four = fail(PIN_LOCK_OPEN, 4, false);
    expect(pinLockOpen(four, T0)).toEqual({ open: true });
    const five = fail(four, 1, false);
    expect(pinLockOpen(five, T0)).toEqual({ open: false, until: T0 + PIN_LOCK_MS });
    expect(pinLockOpen(five, T0 + PIN_LOCK_MS)).toEqual({ open: true });
  });

  it('opens at once when an admin unlocks it, and a right PIN resets the count', () => {
    const locked = fail(PIN_LOCK_OPEN, 5, false);
    expect(pinLockOpen(nextPinLock(locked, { type: 'unlocked' }), T0)).toEqual({ open: true });
    expect(nextPinLock(fail(PIN_LOCK_OPEN, 3, false), { type: 'succeeded' })).toEqual(PIN_LOCK_OPEN);
  });

  it('names who is locked and until when in Korean time', () => {
    expect(pinLockMessage('김계산', T0 + PIN_LOCK_MS, false)).toContain('김계산 님은');
    expect(pinLockMessage('김계산', T0 + PIN_LOCK_MS, false)).toContain('14:05:00까지');
  });
});

describe('the owner is never locked out by someone else’s guesses', () => {
  it('gets a back-off that doubles from 5 s and stops at a minute, never a lock', () => {
    expect(pinLockOpen(fail(PIN_LOCK_OPEN, 4, true), T0)).toEqual({ open: true });
    expect(fail(PIN_LOCK_OPEN, 5, true).lockedUntil).toBe(T0 + 5_000);
    expect(fail(PIN_LOCK_OPEN, 6, true).lockedUntil).toBe(T0 + 10_000);
    // An attacker hammering the owner's name for an hour: the owner still waits at most a minute.
    let s = PIN_LOCK_OPEN;
    let at = T0;
    for (let i = 0; i < 500; i += 1) {
      at = s.lockedUntil ?? at;
      s = nextPinLock(s, { type: 'failed', at, admin: true });
    }
    expect(s.lockedUntil).toBe(at + OWNER_BACKOFF_MAX_MS);
    expect(pinLockOpen(s, at + OWNER_BACKOFF_MAX_MS)).toEqual({ open: true });
  });

  it('is exempt from the terminal-wide stop that guesses at cashiers’ names trigger', () => {
    expect(terminalStopApplies(true)).toBe(false);
    expect(terminalStopApplies(false)).toBe(true);
    expect(terminalStopMessage(T0 + 15 * 60_000)).toContain('14:15:00까지');
    expect(terminalStopMessage(T0)).toContain('관리자는 로그인할 수 있습니다');
  });
});
