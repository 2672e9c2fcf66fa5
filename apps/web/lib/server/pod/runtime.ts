// The process-wide pod dependencies: the stand-in partner over the own database, the server's token
// cache and the real clock. Tests build their own PodDeps (see ./testing.ts) or swap these out.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { webDb } from '@/lib/server/db';
import type { PodDb } from './partner/stand-in/schema';
import type { PodDeps } from './service';
import { createStandInPodProvider } from './partner/stand-in';
import { createPodTokenCache } from './token-cache';

let override: PodDeps | null = null;
let ready: Promise<PodDeps> | null = null;

export function buildPodDeps(db: Kysely<PodDb>, now: () => Date = () => new Date()): PodDeps {
  const provider = createStandInPodProvider({ db, now, randomBytes: (size) => new Uint8Array(randomBytes(size)) });
  return { provider, tokens: createPodTokenCache(provider, () => now().getTime()), now };
}

export async function podDeps(): Promise<PodDeps> {
  if (override) return override;
  ready ??= webDb()
    .then((db) => buildPodDeps(db as unknown as Kysely<PodDb>))
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

export function setPodDepsForTests(deps: PodDeps | null): void {
  override = deps;
}
