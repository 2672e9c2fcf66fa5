// The browser's partner token lives in HttpOnly cookies (seed §7 set-token / token-expiry-check):
// CUSTOM_KEY holds the token, CUSTOM_KEY_TIME when it was issued and for how long, as
// "<issuedAt epoch ms>:<expires_in seconds>". Expiry follows core's pod token rule (60 s margin).
import { podTokenExpiresAt, reducePodToken, NO_POD_TOKEN, type PodTokenState } from '@courtside/core/machines';

export function encodeTokenTime(issuedAt: number, expiresIn: number): string {
  return `${issuedAt}:${expiresIn}`;
}

/** The token's state from the two cookie values; anything unreadable is no token. */
export function tokenStateFrom(token: string | null | undefined, time: string | null | undefined): PodTokenState {
  if (!token || !time) return NO_POD_TOKEN;
  const match = /^(\d{1,15}):(\d{1,9})$/.exec(time);
  if (!match) return NO_POD_TOKEN;
  const issuedAt = Number(match[1]);
  const expiresIn = Number(match[2]);
  if (expiresIn <= 0) return NO_POD_TOKEN;
  return reducePodToken(NO_POD_TOKEN, { type: 'issued', issuedAt, expiresIn });
}

/** Whole seconds the token may still be used at `now` (0 when none, expired, or inside the margin). */
export function secondsLeft(state: PodTokenState, now: number): number {
  const ticked = reducePodToken(state, { type: 'tick', now });
  const expiresAt = podTokenExpiresAt(ticked);
  return expiresAt === null ? 0 : Math.max(0, Math.floor((expiresAt - now) / 1000));
}
