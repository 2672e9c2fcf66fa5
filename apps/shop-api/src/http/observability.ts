// Request logs and metrics for the platform stand-in, as app-level middleware (the HTTP adapter is
// left alone). Logs: one JSON line per request through pino on an asynchronous destination (written
// in batches off the request's path): method, route (the registered pattern, not the raw path),
// status, duration, instance and the request id (X-Request-Id from the caller — nginx, the own
// server — or a new one, answered in the same header). Metrics: prom-client's registry at
// GET /metrics — request durations by route, the database pool (PostgreSQL) and the process's own
// — answered only to loopback callers that came through no proxy (403 otherwise).
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import pino from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '@courtside/db';
import { errorBody } from './api-error.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface Observability {
  middleware: MiddlewareHandler;
  metrics: (c: Context) => Promise<Response>;
  registry: Registry;
  /** Flushes buffered log lines (on shutdown). */
  flush(): void;
}

export function createObservability(options: { instance: () => string; level?: string; destination?: pino.DestinationStream }): Observability {
  const logger = pino(
    { level: options.level ?? 'info', base: { service: 'shop-api' }, timestamp: pino.stdTimeFunctions.isoTime, messageKey: 'msg' },
    options.destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: '요청 처리 시간 (경로 패턴별)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: '데이터베이스 연결 풀 (PostgreSQL): total, idle, waiting',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.header('x-request-id', requestId);
    try {
      await next();
    } finally {
      // After next(): the route that answered (the middleware's own '/*' when none did: a 404).
      const route = routePath(c) || '*';
      const status = c.res.status;
      const ms = performance.now() - started;
      durations.observe({ method: c.req.method, route, status: String(status) }, ms / 1000);
      logger.info({ requestId, method: c.req.method, route, status, durationMs: Math.round(ms * 10) / 10, instance: options.instance() }, 'request');
    }
  };

  const metrics = async (c: Context): Promise<Response> => {
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '';
    const loopback = /^(127\.|::1$|::ffff:127\.)/.test(socket);
    if (!loopback || c.req.header('x-forwarded-for')) return c.json(errorBody(c, 403, 'C0403', '지표는 이 서버 안에서만 볼 수 있습니다.'), 403);
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  };

  return { middleware, metrics, registry, flush: () => logger.flush() };
}
