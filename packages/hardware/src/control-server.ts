// What the stand-ins' control APIs share (the fake printer's and the VAN agent stand-in's): an HTTP
// server on its own port that browser tests and demos script the stand-in through, JSON answers any
// page may read (CORS open: these listen on the loopback only), a capped JSON body reader, and the
// listen/close lifecycle. Each stand-in keeps only its routes (its `handle`).
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server } from 'node:net';

export interface ControlServer {
  readonly port: number;
  close(): Promise<void>;
}

/** A control request body larger than this is refused (400 BAD_REQUEST). */
export const CONTROL_MAX_BODY = 4096;

/** Listens on `port` (0: any free one) at `host`; answers the port it got. A failed listen (port taken) rejects. */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : port;
}

/** A JSON answer (`body` absent: an empty one, for 204). */
export function sendJson(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type',
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The body as a JSON object ({} when it is not one); rejects past CONTROL_MAX_BODY. */
export function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > CONTROL_MAX_BODY) reject(new Error('body too large'));
    });
    request.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(body);
        resolve(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
    request.on('error', reject);
  });
}

/**
 * Serves `handle` on host:port; OPTIONS (a browser's preflight) answers 204, a request `handle`
 * cannot read answers 400 BAD_REQUEST, an unknown route is `handle`'s to refuse.
 */
export async function startControlServer(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>, options: { readonly host: string; readonly port: number }): Promise<ControlServer> {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return sendJson(response, 204);
    handle(request, response).catch(() => sendJson(response, 400, { code: 'BAD_REQUEST', message: '요청을 읽을 수 없습니다.' }));
  });
  const port = await listenOn(server, options.port, options.host);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
