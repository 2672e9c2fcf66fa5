// The process-wide pod dependencies: the partner (the stand-in over the own database, or a partner
// over HTTP when POD_PARTNER_URL is set: ./partner/http-partner.ts), the server's token cache and the
// real clock. Tests build their own PodDeps (see ./testing/test-bed.ts) or swap these out.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { webConfig } from '@/lib/config';
import { webDb } from '@/lib/server/db';
import type { PodDb } from './partner/stand-in/schema';
import type { PodDeps } from './service';
import { createHttpPodProvider } from './partner/http-partner';
import type { PodProvider } from './partner/provider';
import { createStandInPodProvider } from './partner/stand-in';
import { createPodTokenCache } from './token-cache';

let override: PodDeps | null = null;
let ready: Promise<PodDeps> | null = null;

/** `partnerUrl`: a partner over HTTP; null (the default): the stand-in over `db`. */
export function buildPodDeps(db: Kysely<PodDb>, now: () => Date = () => new Date(), partnerUrl: string | null = null): PodDeps {
  const provider: PodProvider = partnerUrl
    ? createHttpPodProvider({ baseUrl: partnerUrl })
    : createStandInPodProvider({ db, now, randomBytes: (size) => new Uint8Array(randomBytes(size)) });
  return { provider, tokens: createPodTokenCache(provider, () => now().getTime()), now };
}

export async function podDeps(): Promise<PodDeps> {
  if (override) return override;
  ready ??= webDb()
    .then((db) => buildPodDeps(db as unknown as Kysely<PodDb>, undefined, webConfig().podPartnerUrl))
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

export function setPodDepsForTests(deps: PodDeps | null): void {
  override = deps;
}
