// The signed-in staff member on this screen (the services hold the real session, one per screen;
// this mirrors it, and the event socket's replay keeps it true after a reconnect).
import { create } from 'zustand';
import type { Session } from '../../shared/schemas.ts';

interface SessionState {
  readonly session: Session | null;
  readonly checked: boolean;
  setSession(session: Session | null): void;
  /** The screen locked (idle, or the host said AUTH_LOCKED). */
  lock(): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  checked: false,
  setSession: (session) => set({ session, checked: true }),
  lock: () => set((state) => (state.session ? { session: { ...state.session, locked: true } } : state)),
}));
