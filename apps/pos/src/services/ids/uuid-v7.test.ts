import { describe, expect, it } from 'vitest';
import { createUuidV7Generator, isUuidV7, uuidV7Time } from './uuid-v7.ts';

function fixedClock(times: number[]): () => number {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)] ?? 0;
}

const seededRandom = (seed: number) => (bytes: Uint8Array) => {
  let x = seed;
  for (let i = 0; i < bytes.length; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  seed += 1;
};

describe('UUIDv7 generator', () => {
  it('makes well-formed version 7, variant 10 ids carrying the clock time', () => {
    const next = createUuidV7Generator({ now: () => 1_717_000_000_123, randomBytes: seededRandom(1) });
    const id = next();
    expect(isUuidV7(id)).toBe(true);
    expect(uuidV7Time(id)).toBe(1_717_000_000_123);
  });

  it('keeps ids made within one millisecond in creation order', () => {
    const next = createUuidV7Generator({ now: () => 1_717_000_000_000, randomBytes: seededRandom(7) });
    const ids = Array.from({ length: 5000 }, () => next());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stays ordered when the clock steps backwards', () => {
    const next = createUuidV7Generator({ now: fixedClock([2_000, 2_000, 1_000, 1_500, 3_000]), randomBytes: seededRandom(3) });
    const ids = Array.from({ length: 5 }, () => next());
    expect([...ids].sort()).toEqual(ids);
    expect(uuidV7Time(ids[4] ?? '')).toBe(3_000);
  });

  it('orders ids across milliseconds by time', () => {
    const next = createUuidV7Generator({ now: fixedClock([10, 11, 12, 500, 501]), randomBytes: seededRandom(5) });
    const ids = Array.from({ length: 5 }, () => next());
    expect([...ids].sort()).toEqual(ids);
  });

  it('with the real clock and crypto, a burst of ids is unique and ordered', () => {
    const next = createUuidV7Generator();
    const ids = Array.from({ length: 20_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every(isUuidV7)).toBe(true);
  });
});
