// The network between a terminal host and the own server, for the terminal fault runs: it loses
// requests and replies at random (seeded) like apps/web's lossy proxy, and adds what the terminal
// runs need on top: it knows which requests are sync batches (so a server crash can be aimed at one
// in flight), and it can be switched off entirely (a terminal working offline). A "lost request" cuts
// the connection before the server sees it; a "lost reply" lets the server do the work and cuts the
// connection before the terminal hears back.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Rng } from '@courtside/pos-server/testing/rng';

export interface FlakyLink {
  url: string;
  /** Where requests go (changed when the server restarts on a new port). */
  target: string;
  /** Cut every connection at once: the terminal is offline. */
  offline: boolean;
  rates: { dropRequest: number; dropReply: number };
  readonly stats: { forwarded: number; syncBatches: number; droppedRequests: number; droppedReplies: number; refusedOffline: number };
  /** Called as the n-th sync batch with entries (1-based) goes to the server, without waiting for it. */
  onSyncBatch: ((n: number) => void) | null;
  close(): Promise<void>;
}

const SYNC_PATH = '/api/pos/sync';

/** A sync request with entries (not the terminal's empty "any news about conflicts?" batch). */
function carriesEntries(chunks: readonly Buffer[]): boolean {
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { entries?: unknown };
    return Array.isArray(body.entries) && body.entries.length > 0;
  } catch {
    return false;
  }
}

export async function startFlakyLink(target: string, rng: Rng): Promise<FlakyLink> {
  const link: FlakyLink = {
    url: '',
    target,
    offline: false,
    rates: { dropRequest: 0, dropReply: 0 },
    stats: { forwarded: 0, syncBatches: 0, droppedRequests: 0, droppedReplies: 0, refusedOffline: 0 },
    onSyncBatch: null,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (link.offline) {
        link.stats.refusedOffline += 1;
        res.destroy();
        return;
      }
      // Both fates are drawn up front, in arrival order, so a seed replays the same losses.
      const dropRequest = rng() < link.rates.dropRequest;
      const dropReply = rng() < link.rates.dropReply;
      if (dropRequest) {
        link.stats.droppedRequests += 1;
        res.destroy();
        return;
      }
      if (req.method === 'POST' && (req.url ?? '').startsWith(SYNC_PATH) && carriesEntries(chunks)) {
        link.stats.syncBatches += 1;
        link.onSyncBatch?.(link.stats.syncBatches);
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection') headers[k] = v;
      try {
        const upstream = await fetch(`${link.target}${req.url ?? '/'}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
        const body = Buffer.from(await upstream.arrayBuffer());
        link.stats.forwarded += 1;
        if (dropReply) {
          link.stats.droppedReplies += 1;
          res.destroy();
          return;
        }
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
      } catch {
        // The server died under the request: the terminal sees a cut connection.
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  link.close = async () => {
    const done = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await done;
  };
  return link;
}
