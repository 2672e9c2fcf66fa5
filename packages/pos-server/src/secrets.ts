// Secrets of the POS: terminal keys and staff session tokens are random and stored only as sha256;
// PINs are stored as scrypt hashes (a 4–8 digit PIN is weak, so the hash must be slow).
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** The cost the server uses for stored PINs and hands the terminal for its offline copy. */
export const PIN_HASH_PARAMS = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomSalt(): string {
  return randomBytes(16).toString('base64');
}

export async function hashPin(pin: string, params: { N: number; r: number; p: number; keyLength: number } = PIN_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(pin, salt, params.keyLength, { N: params.N, r: params.r, p: params.p });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(pin, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compares two strings without leaking where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
