import { describe, expect, it } from 'vitest';
import { RESEND_AFTER_SECONDS, earlyResendMessage, formatRemaining, remainingSeconds, resendWaitSeconds } from './verification-timer';

describe('verification code clock', () => {
  const clock = { sentAt: 1_000_000, lifetimeSeconds: 180 };

  it('counts the code down as m:ss and stops at 0:00', () => {
    expect(formatRemaining(remainingSeconds(clock, 1_000_000))).toBe('3:00');
    expect(formatRemaining(remainingSeconds(clock, 1_000_000 + 55_500))).toBe('2:05');
    expect(formatRemaining(remainingSeconds(clock, 1_000_000 + 200_000))).toBe('0:00');
    expect(remainingSeconds(null, 0)).toBe(0);
  });

  it('makes an early resend wait, then allows it', () => {
    expect(resendWaitSeconds(clock, 1_000_000 + 10_000)).toBe(RESEND_AFTER_SECONDS - 10);
    expect(resendWaitSeconds(clock, 1_000_000 + RESEND_AFTER_SECONDS * 1000)).toBe(0);
    expect(resendWaitSeconds(null, 5)).toBe(0);
    expect(earlyResendMessage(20)).toContain('20초 후');
  });
});
