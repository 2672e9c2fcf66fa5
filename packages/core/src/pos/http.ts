// How the terminal reaches the own server: the two headers every POS call carries and the largest
// body a route takes. The routes themselves are in contract.ts.

/** The terminal's key, handed out once at registration. Every /api/pos/* call but registration sends it. */
export const POS_TERMINAL_KEY_HEADER = 'x-pos-terminal-key';
/** A staff session token from POST /api/pos/sessions, sent as `Authorization: Bearer <token>`. */
export const POS_STAFF_AUTH_HEADER = 'authorization';

export function posBearer(token: string): string {
  return `Bearer ${token}`;
}

/** The token in an Authorization header value, or null. */
export function readPosBearer(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/** A terminal's sync batch (up to 500 outbox entries) fits in this many bytes; larger bodies answer 413. */
export const POS_BODY_LIMIT = 4 * 1024 * 1024;
