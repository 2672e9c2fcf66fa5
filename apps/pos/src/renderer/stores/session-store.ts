// The signed-in staff member on this terminal (the services hold the real session; this mirrors it).
import { create } from 'zustand';
import type { Session } from '../../shared/schemas.ts';

interface SessionState {
  readonly session: Session | null;
  readonly checked: boolean;
  setSession(session: Session | null): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  checked: false,
  setSession: (session) => set({ session, checked: true }),
}));
