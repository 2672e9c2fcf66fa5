// Session and pod tokens both count as expired one minute early (seed §4, §9), so a request made
// just before the deadline does not reach the platform with a token that dies in flight.
import { TOKEN_EXPIRY_MARGIN_MS } from '../constants/time.ts';

export { TOKEN_EXPIRY_MARGIN_MS };

/** The instant (epoch ms) from which a token issued at `issuedAt`, valid `expiresInSeconds`, counts as expired. */
export function tokenExpiresAt(issuedAt: number, expiresInSeconds: number): number {
  return issuedAt + expiresInSeconds * 1000 - TOKEN_EXPIRY_MARGIN_MS;
}

/** Expired once `now` reaches issuance + lifetime − 60 s (the boundary itself is expired). */
export function isTokenExpired(issuedAt: number, expiresInSeconds: number, now: number): boolean {
  return now >= tokenExpiresAt(issuedAt, expiresInSeconds);
}
