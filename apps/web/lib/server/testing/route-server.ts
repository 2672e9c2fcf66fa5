// Serves App Router route modules behind node:http without Next, for tests that need a real HTTP
// server over the same handlers (the POS fault tests, the two-instance upload test). Each entry is
// a path pattern, the names of its captured parameters and the route module.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_HEADER } from '@/lib/server/client-address';

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;
/** [pattern, parameter names, module]; a name ending in `...` is a catch-all (split on `/`). */
export type RouteTable = readonly (readonly [RegExp, readonly string[], RouteModule])[];

async function dispatch(table: RouteTable, req: IncomingMessage, res: ServerResponse, base: string, extraHeaders: Record<string, string>): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', base);
  const method = (req.method ?? 'GET').toUpperCase() as keyof RouteModule;
  const match = table.map(([re, names, mod]) => ({ m: re.exec(url.pathname), names, mod })).find((x) => x.m);
  const handler = match?.mod[method];
  if (!match?.m || !handler) {
    res.writeHead(match ? 405 : 404, { 'content-type': 'application/json', ...extraHeaders }).end(JSON.stringify({ code: 'NOT_FOUND', message: '없는 경로입니다.' }));
    return;
  }
  const params = Object.fromEntries(
    match.names.map((n, i) => {
      const raw = match.m?.[i + 1] ?? '';
      return n.endsWith('...') ? [n.slice(0, -3), raw.split('/').map(decodeURIComponent)] : [n, raw];
    }),
  );
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  // As scripts/serve.mjs does: the socket's peer, replacing whatever the client sent under that name.
  headers.set(PEER_HEADER, req.socket.remoteAddress ?? '');
  const body = chunks.length > 0 && method !== 'GET' ? Buffer.concat(chunks) : undefined;
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(params) });
  const out = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers.entries()), ...extraHeaders }).end(out);
}

export interface RouteServer {
  server: Server;
  url: string;
  port: number;
}

/** Listens on 127.0.0.1:`port` (0 = any free port). `headers` are added to every response. */
export async function serveRoutes(table: RouteTable, options: { port?: number; headers?: Record<string, string> } = {}): Promise<RouteServer> {
  const base = 'http://127.0.0.1';
  const extra = options.headers ?? {};
  const server = createServer((req, res) => {
    dispatch(table, req, res, base, extra).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, url: `http://127.0.0.1:${port}`, port };
}
