// The print-on-demand partner's access token (POST /api/pod/admin and /api/pod/user answer
// `expires_in` in seconds). Same 60-second margin as the session: an expired token is fetched anew
// before the editor opens rather than failing inside it.
import { isTokenExpired, tokenExpiresAt } from './token-expiry.ts';
import { fallbackFor } from './unhandled.ts';

export type PodTokenState =
  | { readonly status: 'none' }
  | { readonly status: 'valid'; readonly issuedAt: number; readonly expiresIn: number }
  | { readonly status: 'expired' };

export type PodTokenEvent =
  | { readonly type: 'issued'; readonly issuedAt: number; readonly expiresIn: number }
  | { readonly type: 'tick'; readonly now: number }
  | { readonly type: 'cleared' };

export const NO_POD_TOKEN: PodTokenState = { status: 'none' };

export function reducePodToken(state: PodTokenState, event: PodTokenEvent): PodTokenState {
  switch (event.type) {
    case 'issued':
      return { status: 'valid', issuedAt: event.issuedAt, expiresIn: event.expiresIn };
    case 'tick':
      if (state.status === 'valid' && isTokenExpired(state.issuedAt, state.expiresIn, event.now)) {
        return { status: 'expired' };
      }
      return state;
    case 'cleared':
      return NO_POD_TOKEN;
    default:
      return fallbackFor(state, event);
  }
}

/** True when a token must be (re)issued before calling the partner at `now`. */
export function podTokenNeedsRenewal(state: PodTokenState, now: number): boolean {
  return reducePodToken(state, { type: 'tick', now }).status !== 'valid';
}

export function podTokenExpiresAt(state: PodTokenState): number | null {
  return state.status === 'valid' ? tokenExpiresAt(state.issuedAt, state.expiresIn) : null;
}
