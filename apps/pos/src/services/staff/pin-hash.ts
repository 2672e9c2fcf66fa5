// The terminal's own hash of a staff PIN for offline sign-in: scrypt with the parameters and salt the
// server chose at the last online login. Only the hash is stored, never the PIN.
import { scrypt, timingSafeEqual } from 'node:crypto';

export interface PinHashParams {
  readonly salt: string;
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keyLength: number;
}

export function hashPin(pin: string, params: PinHashParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024;
    scrypt(pin, Buffer.from(params.salt, 'base64'), params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function pinMatches(pin: string, params: PinHashParams, expectedBase64: string): Promise<boolean> {
  const expected = Buffer.from(expectedBase64, 'base64');
  const actual = await hashPin(pin, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
