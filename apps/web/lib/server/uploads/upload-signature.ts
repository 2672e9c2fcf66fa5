// HMAC signature of an upload URL: proves this server issued the URL for exactly this key and
// expiry, so the PUT needs no session.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('hex');
}

export type UploadSignatureCheck = 'ok' | 'expired' | 'invalid';

export function checkUploadSignature(secret: string, key: string, expires: number, signature: string, now: number): UploadSignatureCheck {
  const expected = Buffer.from(signUpload(secret, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now > expires ? 'expired' : 'ok';
}
