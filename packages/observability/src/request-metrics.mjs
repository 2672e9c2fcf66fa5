// The shape every Courtside server gives its requests (issue 30): one pino JSON line per request —
// request id, method, route, status, duration in ms to a tenth, instance — and prom-client's registry
// with the request durations by route, the database pool (PostgreSQL) and the process's own metrics.
// Each server keeps its own HTTP glue: the platform stand-in as Hono middleware
// (apps/shop-api/src/http/observability.ts), the storefront's own server on Node's http
// (apps/web/scripts/observability.mjs). Plain JS, so the storefront's server runs it without a build.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Request-duration buckets in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The caller's X-Request-Id when it is a plain token (nginx's, the own server's), else a new one. */
export function requestIdOf(incoming) {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A loopback peer address (IPv4, IPv6 or IPv4-mapped). */
export function isLoopback(address) {
  return /^(127\.|::1$|::ffff:127\.)/.test(address ?? '');
}

/** Every PostgreSQL pool this process opened (@courtside/db registers them under this symbol). */
function poolTotals() {
  let total = 0;
  let idle = 0;
  let waiting = 0;
  for (const p of globalThis[Symbol.for('courtside.db.pools')] ?? []) {
    total += p.totalCount;
    idle += p.idleCount;
    waiting += p.waitingCount;
  }
  return { total, idle, waiting };
}

export function createRequestMetrics({ service, instance, level = 'info', destination, buckets = DURATION_BUCKETS, routeHelp = '요청 처리 시간 (경로별)' }) {
  const logger = pino(
    { level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: routeHelp,
    labelNames: ['method', 'route', 'status'],
    buckets,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: '데이터베이스 연결 풀 (PostgreSQL): total, idle, waiting',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = poolTotals();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });

  /** One answered request: its duration goes into the histogram and its line into the log. */
  function record({ requestId, method, route, status, ms }) {
    durations.observe({ method, route, status: String(status) }, ms / 1000);
    const name = typeof instance === 'function' ? instance() : instance;
    logger.info({ requestId, method, route, status, durationMs: Math.round(ms * 10) / 10, instance: name }, 'request');
  }

  return { registry, record, flush: () => logger.flush() };
}
