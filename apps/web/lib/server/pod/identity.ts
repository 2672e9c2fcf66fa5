// Whose pod projects a request acts on (seed §6): a member by the session on the server, or a
// visitor by the guest identifier their device made (`guest-<uuid>`, GUEST_USER_IDENTIFIER).
// Members and guests live in separate namespaces so a guest id can never name a member.

export interface PodCaller {
  /** The logged-in member's id, or null for a visitor. */
  memberId: string | null;
  isAdmin: boolean;
}

const GUEST_ID = /^guest-[A-Za-z0-9-]{8,80}$/;

export function isGuestUserIdentifier(value: string): boolean {
  return GUEST_ID.test(value);
}

/** The partner's store customer id for this caller, or null when there is no identity at all. */
export function storeCustomerIdOf(caller: PodCaller, guestUserIdentifier: string | undefined): string | null {
  if (caller.memberId !== null) return `member:${caller.memberId}`;
  if (guestUserIdentifier !== undefined && isGuestUserIdentifier(guestUserIdentifier)) return `guest:${guestUserIdentifier}`;
  return null;
}
