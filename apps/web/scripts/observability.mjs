// Request logs and metrics of the own server (scripts/serve.mjs): one pino JSON line per request
// (method, route, status, duration, instance, request id — the X-Request-Id nginx sends, else a new
// one, answered in the same header and sent on to the platform by lib/server/shop.ts) and
// prom-client's /metrics: request durations by route, the database pool, the terminals' stock-push
// backlog and sync entries (lib/server/pos-runtime.ts registers those), the process's own. /metrics
// answers only loopback callers that came through no proxy.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Gauge } from 'prom-client';
import { createRequestMetrics, DURATION_BUCKETS, isLoopback, requestIdOf } from '@courtside/observability';

/** The request id of the request being served, for the server code's calls to the platform. */
export const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for('courtside.requestContext')] = requestContext;

export { isLoopback };

/** `/products/123/x` → `/products/:n/x`: one series per route, not per product (ids, keys, hashes). */
export function routeOf(pathname) {
  if (pathname.startsWith('/_next/static/')) return '/_next/static/*';
  if (pathname.startsWith('/api/upload/') || pathname.startsWith('/uploads/')) return pathname.split('/').slice(0, 3).join('/') + '/*';
  return (
    pathname
      .split('/')
      .map((seg) => (/^\d+$/.test(seg) ? ':n' : /^[0-9a-f-]{16,}$/i.test(seg) || seg.length > 40 ? ':id' : seg))
      .join('/') || '/'
  );
}

export function createObservability({ instance, level = 'info', destination }) {
  // The log line and the route histogram are the shape every Courtside server shares (@courtside/observability).
  const { registry, record, flush } = createRequestMetrics({ service: 'web', instance, level, destination, buckets: [...DURATION_BUCKETS, 10] });
  const posNumbers = () => globalThis[Symbol.for('courtside.metrics.pos')]?.().catch(() => null) ?? Promise.resolve(null);
  new Gauge({
    name: 'pos_stock_push_backlog',
    help: '플랫폼에 아직 반영하지 못한 단말기 재고 변경 수',
    registers: [registry],
    async collect() {
      const n = await posNumbers();
      if (n) this.set(n.stockPushBacklog);
    },
  });
  new Gauge({
    name: 'pos_sync_entries',
    help: '단말기에서 받아 반영한 동기화 항목 수 (종류별, 누적)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const n = await posNumbers();
      for (const e of n?.syncEntries ?? []) this.set({ kind: e.kind }, e.count);
    },
  });

  /** Wraps a request: the id in, the id out, the log line and the duration when the response ends. */
  function track(req, res, serve) {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    res.once('finish', () => {
      const route = routeOf(new URL(req.url ?? '/', 'http://x').pathname);
      record({ requestId, method: req.method, route, status: res.statusCode, ms: performance.now() - started });
    });
    return requestContext.run({ requestId }, serve);
  }

  /** GET /metrics: loopback and no proxy only (nginx in front always adds X-Forwarded-For). */
  async function metrics(req, res) {
    if (!isLoopback(req.socket.remoteAddress) || req.headers['x-forwarded-for']) {
      res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'METRICS_LOOPBACK_ONLY', message: '지표는 이 서버 안에서만 볼 수 있습니다.' }));
      return;
    }
    res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
  }

  return { track, metrics, registry, flush };
}
