// The network between a terminal host and the own server, for the terminal fault runs: it loses
// requests and replies at random (seeded) through pos-server's lossy proxy, and adds what the terminal
// runs need on top: it knows which requests are sync batches (so a server crash can be aimed at one
// in flight), and it can be switched off entirely (a terminal working offline). A "lost request" cuts
// the connection before the server sees it; a "lost reply" lets the server do the work and cuts the
// connection before the terminal hears back.
import { startLossyProxy, type LossyProxy } from '@courtside/pos-server/testing/lossy-proxy';
import type { Rng } from '@courtside/pos-server/testing/rng';

export interface FlakyLink extends LossyProxy {
  readonly stats: LossyProxy['stats'] & { syncBatches: number };
  /** Called as the n-th sync batch with entries (1-based) goes to the server, without waiting for it. */
  onSyncBatch: ((n: number) => void) | null;
}

const SYNC_PATH = '/api/pos/sync';

/** A sync request with entries (not the terminal's empty "any news about conflicts?" batch). */
function carriesEntries(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { entries?: unknown };
    return Array.isArray(parsed.entries) && parsed.entries.length > 0;
  } catch {
    return false;
  }
}

/** apps/web's lossy proxy, starting with no losses, that counts the sync batches going through. */
export async function startFlakyLink(target: string, rng: Rng): Promise<FlakyLink> {
  const proxy = await startLossyProxy(target, rng, { dropRequest: 0, dropReply: 0 });
  const link: FlakyLink = Object.assign(proxy, { stats: Object.assign(proxy.stats, { syncBatches: 0 }), onSyncBatch: null });
  link.beforeForward = (_n, request) => {
    if (request.method === 'POST' && request.url.startsWith(SYNC_PATH) && carriesEntries(request.body)) {
      link.stats.syncBatches += 1;
      link.onSyncBatch?.(link.stats.syncBatches);
    }
  };
  return link;
}
