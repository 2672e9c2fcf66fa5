// The terminal host's request log and metrics (#30 item 5), in the shape every Courtside server
// shares (@courtside/observability): one pino JSON line per request — request id, method, route,
// status, duration in ms, instance — and prom-client's registry at GET /metrics: request durations by
// route, what the counter still owes the own server (sales and stock in the outbox), receipts waiting
// for a reprint, and the process's own figures. Routes are the channel names the screens may call
// (IPC_CHANNELS) or a fixed pattern, never a raw path: a caller cannot grow the series.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { Gauge } from 'prom-client';
import { createRequestMetrics, isLoopback, requestIdOf } from '@courtside/observability';
import { IPC_CHANNELS } from '../shared/ipc-channels.ts';

const CHANNELS: ReadonlySet<string> = new Set(IPC_CHANNELS);
const PAGE_ROUTES = new Set(['/health', '/metrics', '/api/events']);

/** `/api/ipc/sales.complete` → itself; `/assets/index-3f2a.js` → `/assets/*`; a screen's address → `/`. */
export function hostRouteOf(pathname: string): string {
  if (pathname.startsWith('/api/ipc/')) {
    const channel = pathname.slice('/api/ipc/'.length);
    return CHANNELS.has(channel) ? pathname : '/api/ipc/:unknown';
  }
  if (pathname.startsWith('/__test/')) return '/__test/*';
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (PAGE_ROUTES.has(pathname)) return pathname;
  // Everything else is the app shell (client-side routes) or a file beside it.
  return pathname.includes('.') ? '/:file' : '/';
}

/** What the gauges read from the running terminal (tests pass their own). */
export interface HostFigures {
  outboxPending(): Promise<number>;
  failedPrints(): number;
}

export interface HostObservability {
  /** Wraps one request: a request id answered in X-Request-Id, the log line and the histogram on finish. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** GET /metrics: loopback callers only (403 with a code otherwise). */
  metrics(req: IncomingMessage, res: ServerResponse): Promise<void>;
  flush(): void;
}

export function createHostObservability(options: { instance: () => string; figures: HostFigures; level?: string; destination?: Writable }): HostObservability {
  const { registry, record, flush } = createRequestMetrics({ service: 'pos-host', instance: options.instance, level: options.level, destination: options.destination });
  new Gauge({
    name: 'pos_outbox_pending',
    help: '자사 서버로 아직 보내지 못한 판매·재고 기록 수 (단말기 아웃박스)',
    registers: [registry],
    async collect() {
      this.set(await options.figures.outboxPending());
    },
  });
  new Gauge({
    name: 'pos_failed_prints',
    help: '다시 인쇄를 기다리는 영수증 수',
    registers: [registry],
    collect() {
      this.set(options.figures.failedPrints());
    },
  });

  return {
    track(req, res) {
      const started = performance.now();
      const requestId = requestIdOf(req.headers['x-request-id']);
      res.setHeader('x-request-id', requestId);
      const route = hostRouteOf(new URL(req.url ?? '/', 'http://host').pathname);
      res.once('finish', () => record({ requestId, method: req.method ?? 'GET', route, status: res.statusCode, ms: performance.now() - started }));
    },
    async metrics(req, res) {
      if (!isLoopback(req.socket.remoteAddress) || req.headers['x-forwarded-for']) {
        res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ ok: false, error: { code: 'METRICS_LOOPBACK_ONLY', message: '지표는 이 단말기 안에서만 볼 수 있습니다.' } }));
        return;
      }
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(await registry.metrics());
    },
    flush,
  };
}
