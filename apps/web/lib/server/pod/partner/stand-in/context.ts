// What the stand-in partner runs on: its tables in the own database, a clock and a random source
// (crypto in the app, fixed ones in tests).
import type { Kysely } from 'kysely';
import type { PodDb } from './schema';

export interface StandInContext {
  db: Kysely<PodDb>;
  now: () => Date;
  randomBytes: (size: number) => Uint8Array;
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `PREFIX20250301-7KQ2M9XA`: readable on a production sheet, unguessable enough for a stand-in. */
export function newDocumentId(ctx: StandInContext, prefix: string): string {
  const day = ctx.now().toISOString().slice(0, 10).replaceAll('-', '');
  const tail = Array.from(ctx.randomBytes(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}${day}-${tail}`;
}

export function parseJsonOr<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
