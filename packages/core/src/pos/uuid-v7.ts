// UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, version 7, 74 random bits. Sorting the ids sorts
// the entries by creation time, which keeps the server's unique index append-friendly. Pure: the
// caller passes the clock and 10 random bytes (crypto.getRandomValues in the terminal).

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isPosUuidV7(value: string): boolean {
  return UUID_V7.test(value);
}

/** Milliseconds since the epoch encoded in a UUIDv7, or null when `value` is not one. */
export function posUuidV7Time(value: string): number | null {
  if (!isPosUuidV7(value)) return null;
  return parseInt(value.slice(0, 8) + value.slice(9, 13), 16);
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/** A UUIDv7 for `epochMs` from 10 random bytes. */
export function createPosUuidV7(epochMs: number, random: Uint8Array): string {
  if (!Number.isSafeInteger(epochMs) || epochMs < 0 || epochMs >= 2 ** 48) throw new RangeError('epochMs out of range');
  if (random.length < 10) throw new RangeError('need 10 random bytes');
  const b = (i: number): number => random[i] ?? 0;
  const time = hex(epochMs, 12);
  const randA = ((b(0) & 0x0f) << 8) | b(1);
  const randB = ((b(2) & 0x3f) | 0x80).toString(16).padStart(2, '0') + hex(b(3), 2);
  const tail = [4, 5, 6, 7, 8, 9].map((i) => hex(b(i), 2)).join('');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(randA, 3)}-${randB}-${tail}`;
}
