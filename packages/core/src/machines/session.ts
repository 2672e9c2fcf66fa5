// The member session as the storefront sees it (seed §4 "Session"): logged in while a user
// identifier exists; the access token counts as expired once now ≥ issuance + expireIn − 60 s,
// at which point the identity is dropped and the shopper must log in again (the platform has no
// refresh token for /oauth/token).
import { isTokenExpired, tokenExpiresAt } from './token-expiry.ts';
import { fallbackFor } from './unhandled.ts';

export type SessionState =
  | { readonly status: 'anonymous' }
  | {
      readonly status: 'active';
      readonly userIdentifier: string;
      /** When the token was issued, epoch ms. */
      readonly issuanceTime: number;
      /** Token lifetime in seconds, as the platform's `expireIn`. */
      readonly expireIn: number;
    }
  /** The token ran out; the UI shows "로그인 시간이 만료되었습니다" and offers login. */
  | { readonly status: 'expired' };

export type SessionEvent =
  | {
      readonly type: 'login';
      readonly userIdentifier: string;
      readonly issuanceTime: number;
      readonly expireIn: number;
      readonly now: number;
    }
  | { readonly type: 'logout' }
  | { readonly type: 'tick'; readonly now: number };

export const ANONYMOUS_SESSION: SessionState = { status: 'anonymous' };

export function reduceSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'login': {
      if (event.userIdentifier === '') return ANONYMOUS_SESSION;
      if (isTokenExpired(event.issuanceTime, event.expireIn, event.now)) return { status: 'expired' };
      const { userIdentifier, issuanceTime, expireIn } = event;
      return { status: 'active', userIdentifier, issuanceTime, expireIn };
    }
    case 'logout':
      return ANONYMOUS_SESSION;
    case 'tick':
      if (state.status === 'active' && isTokenExpired(state.issuanceTime, state.expireIn, event.now)) {
        return { status: 'expired' };
      }
      return state;
    default:
      return fallbackFor(state, event);
  }
}

/** Logged in means a user identifier exists. */
export function isLoggedIn(state: SessionState): boolean {
  return state.status === 'active';
}

/** When the session will count as expired (epoch ms), for scheduling the next tick; null if none. */
export function sessionExpiresAt(state: SessionState): number | null {
  return state.status === 'active' ? tokenExpiresAt(state.issuanceTime, state.expireIn) : null;
}
