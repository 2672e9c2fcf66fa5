// The Node host: serves the built renderer to a browser and bridges the same typed API the Electron
// preload exposes — POST /api/ipc/<channel> answers `{ ok, value } | { ok: false, error }` from the
// same dispatcher, and /api/events is a WebSocket of TerminalEvent. A browser on another site cannot
// drive the terminal: calls need a custom header (so a cross-site form or fetch is stopped by CORS)
// and, when an Origin is sent, it must be the host's own. Every request and WebSocket upgrade must
// name the host by one of its own loopback names and port (Host header allow-list), so a page on a
// rebound DNS name that resolves to 127.0.0.1 reaches nothing.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer } from 'ws';
import { allowedHostHeaders, isAllowedHostHeader, isAllowedOrigin } from '@courtside/core/security';
import type { Terminal } from '../services/terminal-services.ts';
import type { TerminalEvent } from '../shared/ipc.ts';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { STATIC_CONTENT_TYPES } from '../shared/static-types.ts';
import { createHostObservability } from './host-observability.ts';
import { applyTestSeed, testState } from './test-hooks.ts';

export const API_HEADER = 'x-courtside-terminal';
/** The calling screen's random key (one per browser tab): each screen signs in on its own. */
export const SCREEN_HEADER = 'x-courtside-screen';
const SCREEN_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** A screen key as sent, or undefined (then the host's default screen, as scripts and tests use). */
function screenOf(value: string | string[] | null | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  return key && SCREEN_KEY.test(key) ? `tab:${key}` : undefined;
}
const MAX_BODY = 2 * 1024 * 1024;


export interface HostOptions {
  readonly terminal: Terminal;
  readonly rendererDir: string;
  readonly testHooks: boolean;
  readonly host: string;
  readonly port: number;
  /** Further names the host answers to (besides 127.0.0.1, localhost, [::1] and its listen address). */
  readonly allowedHostNames?: readonly string[];
  /** pino level of the request log (POS_LOG_LEVEL; `pnpm start` logs at `info`, unset means none). */
  readonly logLevel?: string;
  /** Where the request log goes (stdout by default; tests collect the lines). */
  readonly logDestination?: Writable;
}

export interface RunningHost {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  securityHeaders(res);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

/** The Host header names this host (allow-list) and an Origin, when sent, is the host itself. */
function ownRequest(req: IncomingMessage, allowed: readonly string[]): boolean {
  return isAllowedHostHeader(req.headers.host, allowed) && isAllowedOrigin(req.headers.origin, allowed);
}

const HOST_REJECTED = { ok: false, error: { code: 'HOST_REJECTED', message: '이 단말기 주소로 온 요청이 아닙니다. 127.0.0.1 주소로 접속해 주세요.' } };

async function serveStatic(root: string, pathname: string, res: ServerResponse): Promise<void> {
  const decoded = decodeURIComponent(pathname);
  let file = normalize(join(root, decoded));
  if (!file.startsWith(root + sep) && file !== root) return sendJson(res, 404, { ok: false });
  let isFile = false;
  try {
    isFile = (await stat(file)).isFile();
  } catch {
    isFile = false;
  }
  // Client-side routes (/sale, /orders/…) all load the app shell.
  if (!isFile) file = join(root, 'index.html');
  try {
    let body: Buffer = await readFile(file);
    // Electron's build links assets relative to the page (file://); served over http a reload of
    // /orders/… would then ask for /orders/assets/…, so the shell always links them from the root.
    if (extname(file) === '.html') body = Buffer.from(body.toString('utf8').replace(/(src|href)="\.\/(assets\/)/g, '$1="/$2'));
    securityHeaders(res);
    const immutable = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, { 'content-type': STATIC_CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    res.end(body);
  } catch {
    securityHeaders(res);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('화면 파일이 없습니다. `pnpm --filter @courtside/pos build` 로 먼저 빌드하세요.');
  }
}

export function startHost(options: HostOptions): Promise<RunningHost> {
  const root = resolve(options.rendererDir);
  const { terminal } = options;
  let socketsHeldUntil = 0;

  // Known once the server listens (a port of 0 picks one).
  let allowedHosts: string[] = [];
  let instance = `${options.host}:${options.port}`;
  const observability = createHostObservability({
    instance: () => instance,
    level: options.logLevel ?? 'silent',
    destination: options.logDestination,
    figures: {
      outboxPending: async () => (await terminal.services.sync.status()).pending,
      failedPrints: () => terminal.services.printer.status().failedJobs.length,
    },
  });

  const server = createServer((req, res) => {
    observability.track(req, res);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host');
      try {
        if (!ownRequest(req, allowedHosts)) return sendJson(res, 403, HOST_REJECTED);
        if (url.pathname === '/metrics' && req.method === 'GET') return await observability.metrics(req, res);
        if (url.pathname.startsWith('/api/ipc/')) {
          if (req.method !== 'POST' || req.headers[API_HEADER] !== '1') return sendJson(res, 403, { ok: false, error: { code: 'IPC_SENDER_REJECTED', message: '허용되지 않은 화면에서 온 요청입니다.' } });
          const channel = url.pathname.slice('/api/ipc/'.length);
          const body = await readBody(req);
          return sendJson(res, 200, await terminal.dispatch(channel, body, screenOf(req.headers[SCREEN_HEADER])));
        }
        if (url.pathname.startsWith('/__test/')) {
          if (!options.testHooks || req.method !== 'POST' || req.headers[API_HEADER] !== '1') return sendJson(res, 404, { ok: false });
          if (url.pathname === '/__test/seed') {
            await applyTestSeed(terminal, await readBody(req));
            return sendJson(res, 200, { ok: true });
          }
          if (url.pathname === '/__test/state') return sendJson(res, 200, await testState(terminal));
          // Cuts every screen's event socket (they reconnect), as a network blip or a host hiccup would.
          // `holdMs`: screens cannot reconnect for that long, so events in between reach nobody live.
          if (url.pathname === '/__test/drop-sockets') {
            const body = (await readBody(req)) as { holdMs?: unknown };
            socketsHeldUntil = Date.now() + (typeof body.holdMs === 'number' ? Math.min(body.holdMs, 10_000) : 0);
            for (const client of wss.clients) client.terminate();
            return sendJson(res, 200, { ok: true });
          }
          // The host dies the moment the next sale has committed, before the screen hears of it.
          if (url.pathname === '/__test/crash-after-next-sale') {
            terminal.services.afterSaleRecorded = () => process.kill(process.pid, 'SIGKILL');
            return sendJson(res, 200, { ok: true });
          }
          if (url.pathname === '/__test/printer-poll') {
            await terminal.services.printer.poll();
            return sendJson(res, 200, { ok: true, status: terminal.services.printer.status() });
          }
          return sendJson(res, 404, { ok: false });
        }
        if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { ok: false });
        await serveStatic(root, url.pathname, res);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          res.setHeader('connection', 'close');
          return sendJson(res, 413, { ok: false, error: { code: 'BODY_TOO_LARGE', message: '요청 내용이 너무 큽니다.' } });
        }
        sendJson(res, 400, { ok: false, error: { code: 'IPC_INVALID_ARGS', message: error instanceof Error ? '요청을 읽을 수 없습니다.' : '요청 오류' } });
      }
    })();
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname !== '/api/events' || !ownRequest(req, allowedHosts)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (Date.now() < socketsHeldUntil) {
      socket.destroy();
      return;
    }
    const screen = screenOf(url.searchParams.get('screen'));
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Events that arrive while the snapshot is read wait behind it: the screen first learns the
      // current printer, sync and session state, then every change after, so nothing is missed.
      let backlog: TerminalEvent[] | null = [];
      const send = (event: TerminalEvent) => ws.send(JSON.stringify(event));
      const unsubscribe = terminal.services.events.subscribe((event) => (backlog ? backlog.push(event) : send(event)));
      ws.on('close', unsubscribe);
      ws.on('error', unsubscribe);
      void terminal
        .snapshot(screen)
        .then((events) => events.forEach(send), () => undefined)
        .finally(() => {
          const waiting = backlog ?? [];
          backlog = null;
          waiting.forEach(send);
        });
    });
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      allowedHosts = allowedHostHeaders(options.host, port, options.allowedHostNames);
      instance = `${options.host}:${port}`;
      resolvePromise({
        url: `http://${options.host}:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.closeAllConnections();
            server.close(() => {
              observability.flush();
              done();
            });
          }),
      });
    });
  });
}
