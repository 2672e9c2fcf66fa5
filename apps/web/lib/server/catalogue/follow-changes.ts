// Wires this instance's change follower (invalidation.ts) to the platform and to itself (issue 33):
// the record is read from the Shop API's server API with the system key, the tags are posted, signed,
// to this instance's own revalidation route. Started once per server process (instrumentation.ts).
import 'server-only';
import { z } from 'zod';
import { boundPort, webConfig, type WebConfig } from '@/lib/config';
import type { CatalogueChange } from './cache-tags';
import { startInvalidationLoop, type ChangeFeed } from './invalidation';
import { REVALIDATE_PATH, signedRevalidation } from './revalidation';

const READ_TIMEOUT_MS = 2500;

const changesReply = z.object({
  cursor: z.string().min(1).max(40),
  reset: z.boolean(),
  productNos: z.array(z.number().int()),
  categoryNos: z.array(z.number().int()),
  brandNos: z.array(z.number().int()),
  boardNos: z.array(z.number().int()).default([]),
});

/** GET /server/catalogue-changes on the Shop API. */
export function shopApiChangeFeed(config: Pick<WebConfig, 'shopApiUrl' | 'systemKey'>, fetchImpl: typeof fetch = fetch): ChangeFeed {
  return {
    async read(cursor) {
      const url = new URL('/server/catalogue-changes', config.shopApiUrl);
      if (cursor !== null) url.searchParams.set('cursor', cursor);
      const res = await fetchImpl(url, { headers: { systemKey: config.systemKey }, cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`변경 기록 응답 ${res.status}`);
      const reply = changesReply.parse(await res.json());
      const changes: CatalogueChange[] = [
        ...reply.productNos.map((productNo) => ({ kind: 'product', productNo }) as const),
        ...(reply.categoryNos.length > 0 ? [{ kind: 'category' } as const] : []),
        // A brand's name shows on the lists' cards.
        ...(reply.brandNos.length > 0 ? [{ kind: 'display' } as const] : []),
        ...reply.boardNos.map((boardNo) => ({ kind: 'board', boardNo }) as const),
      ];
      return { cursor: reply.cursor, reset: reply.reset, changes };
    },
  };
}

/** This instance's own address, as its follower reaches it. */
export function selfUrl(config: Pick<WebConfig, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '[::1]' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Starts following the record (once per process); answers the function that stops it. */
export function startCatalogueFollower(): () => void {
  const config = webConfig();
  return startInvalidationLoop({
    feed: shopApiChangeFeed(config),
    now: () => Date.now(),
    log: (message) => console.warn(message),
    async revalidate(tags) {
      const { body, headers } = signedRevalidation(config.secret, tags, Date.now());
      // Where this server listens now (it may have asked for any free port).
      const target = new URL(REVALIDATE_PATH, selfUrl({ host: config.host, port: boundPort(config) }));
      const res = await fetch(target, { method: 'POST', body, headers, cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`화면 갱신 응답 ${res.status}`);
    },
  });
}
