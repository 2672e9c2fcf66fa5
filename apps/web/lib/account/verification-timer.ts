// The code-entry clock of the find id / password screens: the code's remaining time as "2:59",
// and the early-resend rule (a new code only after RESEND_AFTER_SECONDS, else the early resend
// modal explains the wait). Times are epoch ms passed in, so the rules are tested without timers.

/** Asking again sooner opens the early-resend modal instead of sending. */
export const RESEND_AFTER_SECONDS = 30;

export interface CodeClock {
  /** When the last code was sent. */
  sentAt: number;
  /** How long that code lives (the platform's remainTime), in seconds. */
  lifetimeSeconds: number;
}

export function remainingSeconds(clock: CodeClock | null, now: number): number {
  if (!clock) return 0;
  const left = Math.ceil((clock.sentAt + clock.lifetimeSeconds * 1000 - now) / 1000);
  return Math.max(0, left);
}

/** "2:05" — what the timer next to the code box shows. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds to wait before another code may be asked for (0: ask away). */
export function resendWaitSeconds(clock: CodeClock | null, now: number): number {
  if (!clock) return 0;
  return Math.max(0, Math.ceil((clock.sentAt + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
}

export function earlyResendMessage(waitSeconds: number): string {
  return `인증번호를 이미 보냈습니다. ${waitSeconds}초 후에 다시 요청할 수 있습니다.`;
}
