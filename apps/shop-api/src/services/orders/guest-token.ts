// guestToken: an HMAC-signed grant for one order, valid 2 hours. Stateless, so a server restart keeps it.
import { createHmac, timingSafeEqual } from 'node:crypto';

const lifetimeMs = 2 * 3600_000;

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function issueGuestToken(key: string, orderNo: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify({ o: orderNo, e: now.getTime() + lifetimeMs })).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The orderNo the token grants, or null when forged or expired. */
export function verifyGuestToken(key: string, token: string, now: Date): string | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { o?: unknown; e?: unknown };
    if (typeof body.o !== 'string' || typeof body.e !== 'number' || body.e <= now.getTime()) return null;
    return body.o;
  } catch {
    return null;
  }
}
