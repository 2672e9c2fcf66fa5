// A small seeded generator (mulberry32) so every fault test replays exactly with its seed.
export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** The seed from POS_TEST_SEED, or the given default; printed by the tests so a failure can be replayed. */
export function testSeed(fallback: number): number {
  const raw = process.env.POS_TEST_SEED;
  return raw && /^\d+$/.test(raw) ? Number(raw) : fallback;
}
