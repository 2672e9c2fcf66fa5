// Client-generated ids for sales, refunds and stock movements (RFC 9562 UUIDv7): 48 bits of Unix
// milliseconds, then a 12-bit counter in rand_a (method 1 of §6.2) so ids made in the same
// millisecond still sort in the order they were made, then 62 random bits. The outbox and the
// server both order by these ids, so monotonicity matters more than wall-clock precision: if the
// clock steps back, the generator keeps counting from the last timestamp instead.

export interface UuidV7Source {
  readonly now: () => number;
  /** Fills the array with random bytes (crypto.getRandomValues). */
  readonly randomBytes: (bytes: Uint8Array) => void;
}

const defaultSource: UuidV7Source = {
  now: () => Date.now(),
  randomBytes: (bytes) => {
    globalThis.crypto.getRandomValues(bytes);
  },
};

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const MAX_COUNTER = 0xfff;

export type UuidV7Generator = () => string;

export function createUuidV7Generator(source: UuidV7Source = defaultSource): UuidV7Generator {
  let lastMs = -1;
  let counter = 0;
  const bytes = new Uint8Array(16);
  return () => {
    const now = Math.max(0, Math.floor(source.now()));
    if (now > lastMs) {
      lastMs = now;
      // Start each millisecond's counter low, with random bits, leaving room to count up.
      source.randomBytes(bytes);
      counter = ((bytes[6] ?? 0) & 0x07) << 8 | (bytes[7] ?? 0);
    } else if (counter < MAX_COUNTER) {
      counter += 1;
      source.randomBytes(bytes);
    } else {
      // Counter exhausted within one millisecond: borrow the next one.
      lastMs += 1;
      counter = 0;
      source.randomBytes(bytes);
    }
    const ms = lastMs;
    // 48-bit big-endian timestamp; split to stay exact in floating point.
    const high = Math.floor(ms / 0x1_0000_0000);
    const low = ms % 0x1_0000_0000;
    bytes[0] = (high >>> 8) & 0xff;
    bytes[1] = high & 0xff;
    bytes[2] = (low >>> 24) & 0xff;
    bytes[3] = (low >>> 16) & 0xff;
    bytes[4] = (low >>> 8) & 0xff;
    bytes[5] = low & 0xff;
    bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
    bytes[7] = counter & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    let out = '';
    for (let i = 0; i < 16; i += 1) {
      out += HEX[bytes[i] ?? 0];
      if (i === 3 || i === 5 || i === 7 || i === 9) out += '-';
    }
    return out;
  };
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isUuidV7(value: string): boolean {
  return UUID_V7.test(value);
}

/** The millisecond timestamp inside a UUIDv7. */
export function uuidV7Time(id: string): number {
  const hex = id.replace(/-/g, '').slice(0, 12);
  return Number.parseInt(hex, 16);
}
