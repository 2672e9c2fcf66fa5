// The Node host: serves the built renderer to a browser and bridges the same typed API the Electron
// preload exposes — POST /api/ipc/<channel> answers `{ ok, value } | { ok: false, error }` from the
// same dispatcher, and /api/events is a WebSocket of TerminalEvent. A browser on another site cannot
// drive the terminal: calls need a custom header (so a cross-site form or fetch is stopped by CORS)
// and, when an Origin is sent, it must be the host's own.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer } from 'ws';
import type { Terminal } from '../services/terminal-services.ts';
import type { TerminalEvent } from '../shared/ipc.ts';
import { contentSecurityPolicy } from '../shared/csp.ts';
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

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

export interface HostOptions {
  readonly terminal: Terminal;
  readonly rendererDir: string;
  readonly testHooks: boolean;
  readonly host: string;
  readonly port: number;
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

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === `http://${req.headers.host ?? ''}`;
}

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
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
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

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host');
      try {
        if (url.pathname.startsWith('/api/ipc/')) {
          if (req.method !== 'POST' || req.headers[API_HEADER] !== '1' || !sameOrigin(req)) return sendJson(res, 403, { ok: false, error: { code: 'IPC_SENDER_REJECTED', message: '허용되지 않은 화면에서 온 요청입니다.' } });
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
        sendJson(res, 400, { ok: false, error: { code: 'IPC_INVALID_ARGS', message: error instanceof Error ? '요청을 읽을 수 없습니다.' : '요청 오류' } });
      }
    })();
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (url.pathname !== '/api/events' || !sameOrigin(req) || Date.now() < socketsHeldUntil) {
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
      resolvePromise({
        url: `http://${options.host}:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
