// A proxy between a terminal and the server that loses requests and replies at random (seeded):
// "drop request" cuts the connection before the server sees it; "drop reply" lets the server do the
// work and cuts the connection before the terminal hears back — the case that tests at-most-once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Rng } from './rng';

export interface LossyProxy {
  url: string;
  /** Where requests go (changed when the server restarts on a new port). */
  target: string;
  /** Cut every connection at once (a terminal working offline); such requests draw no fate. */
  offline: boolean;
  rates: { dropRequest: number; dropReply: number };
  stats: { forwarded: number; droppedRequests: number; droppedReplies: number; refusedOffline: number };
  /**
   * Called before a request is forwarded, with how many were forwarded before it + 1 and the
   * request itself (e.g. to crash the server, or to see which requests are sync batches).
   */
  beforeForward: ((n: number, request: { method: string; url: string; body: Buffer }) => Promise<void> | void) | null;
  close(): Promise<void>;
}

export async function startLossyProxy(target: string, rng: Rng, rates: { dropRequest: number; dropReply: number }): Promise<LossyProxy> {
  const proxy: LossyProxy = {
    url: '',
    target,
    offline: false,
    rates,
    stats: { forwarded: 0, droppedRequests: 0, droppedReplies: 0, refusedOffline: 0 },
    beforeForward: null,
    close: async () => undefined,
  };
  let forwards = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (proxy.offline) {
        proxy.stats.refusedOffline += 1;
        res.destroy();
        return;
      }
      // Decide both fates up front so the same seed gives the same run.
      const dropRequest = rng() < proxy.rates.dropRequest;
      const dropReply = rng() < proxy.rates.dropReply;
      if (dropRequest) {
        proxy.stats.droppedRequests += 1;
        res.destroy();
        return;
      }
      forwards += 1;
      if (proxy.beforeForward) await proxy.beforeForward(forwards, { method: req.method ?? 'GET', url: req.url ?? '/', body: Buffer.concat(chunks) });
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection') headers[k] = v;
      try {
        const upstream = await fetch(`${proxy.target}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        proxy.stats.forwarded += 1;
        if (dropReply) {
          proxy.stats.droppedReplies += 1;
          res.destroy();
          return;
        }
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
      } catch {
        // The server died under the request: the client sees a cut connection.
        res.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    const done = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await done;
  };
  return proxy;
}
