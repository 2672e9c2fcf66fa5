// PIN lockouts that protect without locking the shop out (issue 28), the same rules on the own
// server and the terminal's offline sign-in. Pure: (state, event) → state, times as epoch ms.
//
// - A staff member's wrong PINs count on that name: five lock it for five minutes; the message names
//   who is locked and until when (KST).
// - An admin (the owner) is never locked: from the fifth wrong PIN on, each further try waits a
//   back-off that doubles from 5 s up to 60 s. Someone guessing at the owner's name slows the guessing
//   to one try a minute (a 4-digit PIN takes days) but never keeps the owner out for more than a minute.
// - Wrong PINs across names count per terminal too (ten in 15 minutes stop the terminal's sign-in for
//   15 minutes), but that stop never applies to an admin: guesses at cashiers' names cannot aim a
//   lockout at the owner.
// - An admin can unlock a locked staff member with their own PIN (`unlocked`).

export const PIN_LOCK_AFTER = 5;
export const PIN_LOCK_MS = 5 * 60_000;
export const OWNER_BACKOFF_FIRST_MS = 5_000;
export const OWNER_BACKOFF_MAX_MS = 60_000;

export interface PinLockState {
  /** Wrong PINs since the last right one (for a staff member: since the last lock). */
  readonly failures: number;
  /** No PIN is checked before this instant (epoch ms); null when open. */
  readonly lockedUntil: number | null;
}

export type PinLockEvent =
  | { readonly type: 'failed'; readonly at: number; readonly admin: boolean }
  | { readonly type: 'succeeded' }
  | { readonly type: 'unlocked' };

export const PIN_LOCK_OPEN: PinLockState = { failures: 0, lockedUntil: null };

export function nextPinLock(state: PinLockState, event: PinLockEvent): PinLockState {
  switch (event.type) {
    case 'succeeded':
    case 'unlocked':
      return PIN_LOCK_OPEN;
    case 'failed': {
      const failures = state.failures + 1;
      if (event.admin) {
        if (failures < PIN_LOCK_AFTER) return { failures, lockedUntil: null };
        const backoff = Math.min(OWNER_BACKOFF_MAX_MS, OWNER_BACKOFF_FIRST_MS * 2 ** (failures - PIN_LOCK_AFTER));
        return { failures, lockedUntil: event.at + backoff };
      }
      if (failures >= PIN_LOCK_AFTER) return { failures: 0, lockedUntil: event.at + PIN_LOCK_MS };
      return { failures, lockedUntil: state.lockedUntil };
    }
    default:
      return missing(event);
  }
}

function missing(event: never): never {
  throw new Error(`unknown PIN lock event ${JSON.stringify(event)}`);
}

/** Whether a PIN may be checked now, and if not until when. */
export function pinLockOpen(state: PinLockState, at: number): { readonly open: true } | { readonly open: false; readonly until: number } {
  return state.lockedUntil !== null && state.lockedUntil > at ? { open: false, until: state.lockedUntil } : { open: true };
}

/** Whether the terminal-wide stop (too many wrong PINs across names) applies to this role. */
export function terminalStopApplies(admin: boolean): boolean {
  return !admin;
}

function kstClock(untilMs: number): string {
  const seoul = new Date(untilMs + 9 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(seoul.getUTCHours())}:${two(seoul.getUTCMinutes())}:${two(seoul.getUTCSeconds())}`;
}

/** "김계산 님은 PIN을 여러 번 잘못 입력해 14:05:30까지 로그인할 수 없습니다. …" — who, and until when (KST). */
export function pinLockMessage(name: string, untilMs: number, admin: boolean): string {
  return admin
    ? `${name} 님의 PIN이 여러 번 틀려 ${kstClock(untilMs)}부터 다시 입력할 수 있습니다.`
    : `${name} 님은 PIN을 여러 번 잘못 입력해 ${kstClock(untilMs)}까지 로그인할 수 없습니다. 관리자가 관리자 PIN으로 잠금을 풀 수 있습니다.`;
}

/** The terminal-wide stop: names no one person (it is many names), says until when and that admins still sign in. */
export function terminalStopMessage(untilMs: number): string {
  return `이 단말기에서 PIN이 여러 번 틀려 ${kstClock(untilMs)}까지 직원 로그인을 멈춥니다. 관리자는 로그인할 수 있습니다.`;
}
