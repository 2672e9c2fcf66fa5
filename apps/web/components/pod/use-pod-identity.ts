'use client';
// Who designs (seed §4, §6): a member by the session, or a visitor by the device's guest identifier.
// Without either, the editor opens the guest guide modal first; "비회원으로 계속" creates the id.
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@courtside/core/constants';
import { type PodUserIdentity } from '@courtside/core/api';
import { browserStorage, guestUserIdentifier } from '@/lib/session/session-storage';
import { useAuthStore } from '@/lib/session/auth-store';

export type PodIdentityStatus = 'loading' | 'member' | 'guest' | 'none';

export interface PodIdentity {
  status: PodIdentityStatus;
  /** What /api/pod/user needs: nothing for a member (the session says), the guest id for a visitor. */
  identity: PodUserIdentity;
  startGuest(): PodUserIdentity;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function usePodIdentity(): PodIdentity {
  const hydrated = useAuthStore((s) => s.hydrated);
  const member = useAuthStore((s) => s.session.status === 'active');
  const [guestId, setGuestId] = useState<string | null>(() => (typeof window === 'undefined' ? null : browserStorage().getItem(STORAGE_KEYS.guestUserIdentifier)));
  const startGuest = useCallback((): PodUserIdentity => {
    const id = guestUserIdentifier(browserStorage(), newId);
    setGuestId(id);
    return { guestUserIdentifier: id };
  }, []);
  if (!hydrated) return { status: 'loading', identity: {}, startGuest };
  if (member) return { status: 'member', identity: {}, startGuest };
  if (guestId) return { status: 'guest', identity: { guestUserIdentifier: guestId }, startGuest };
  return { status: 'none', identity: {}, startGuest };
}
