// The member session's state in the browser: a zustand store read by the header and every island.
// Kept apart from auth-store.ts (the actions, on core's session machine), which pages load only when
// there is a session to read back or an action to take, so a visitor's first load stays small.
import { create } from 'zustand';
import type { MemberProfile, SessionState } from '@courtside/core';
import { readIdentity, type KeyValueStorage } from './session-storage';

export interface AuthState {
  session: SessionState;
  /** False until the stored session has been read back at start; guards wait for it. */
  hydrated: boolean;
  /** The member's Shop API token, held in memory (the cookie copy is HttpOnly). */
  accessToken: string | null;
  profile: MemberProfile | null;
  isAdmin: boolean;
}

export const initialAuthState: AuthState = {
  // Core's ANONYMOUS_SESSION, spelled out: importing it would bring the session machine along.
  session: { status: 'anonymous' },
  hydrated: false,
  accessToken: null,
  profile: null,
  isAdmin: false,
};

export const useAuthStore = create<AuthState>(() => initialAuthState);

/**
 * Nothing to read back at start: no identity stored and the server saw no session cookie with the
 * page (`hasSessionCookie` false; unknown counts as maybe). The visitor is simply anonymous.
 */
export function nothingToReadBack(storage: KeyValueStorage, hasSessionCookie: boolean | undefined): boolean {
  return hasSessionCookie === false && readIdentity(storage) === null;
}

/** The state after a start with nothing to read back. */
export function markAnonymousAtStart(): void {
  useAuthStore.setState({ ...initialAuthState, hydrated: true });
}

/** Longest a platform call waits for the session to be read back before it goes without it. */
const READ_BACK_WAIT_MS = 10_000;

/**
 * Resolves once the stored session has been read back at start (at once after that), so a member's
 * call made while the page is still starting carries their token. Never waits on the server.
 */
export function sessionReadBack(): Promise<void> {
  if (typeof window === 'undefined' || useAuthStore.getState().hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, READ_BACK_WAIT_MS);
    const stop = useAuthStore.subscribe((state) => {
      if (state.hydrated) done();
    });
  });
}
