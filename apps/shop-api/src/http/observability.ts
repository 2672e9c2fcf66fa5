// Request logs and metrics for the platform stand-in, as app-level middleware (the HTTP adapter is
// left alone). The log line and the route histogram are the shape every Courtside server shares
// (`@courtside/observability`): one pino JSON line per request on an asynchronous destination
// (written in batches off the request's path) — method, route (the registered pattern, not the raw
// path), status, duration, instance and the request id (X-Request-Id from the caller — nginx, the
// own server — or a new one, answered in the same header); prom-client's registry at GET /metrics —
// request durations by route, the database pool (PostgreSQL) and the process's own — answered only
// to loopback callers that came through no proxy (403 otherwise).
import type { Writable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Registry } from 'prom-client';
import { createRequestMetrics, isLoopback, requestIdOf } from '@courtside/observability';
import { errorBody } from './api-error.ts';
import { replyHeader, requestHeader } from './node-request.ts';

export interface Observability {
  middleware: MiddlewareHandler;
  metrics: (c: Context) => Promise<Response>;
  registry: Registry;
  /** Flushes buffered log lines (on shutdown). */
  flush(): void;
}

export function createObservability(options: { instance: () => string; level?: string; destination?: Writable }): Observability {
  const { registry, record, flush } = createRequestMetrics({ service: 'shop-api', instance: options.instance, level: options.level, destination: options.destination, routeHelp: '요청 처리 시간 (경로 패턴별)' });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(requestHeader(c, 'x-request-id'));
    replyHeader(c, 'x-request-id', requestId);
    try {
      await next();
    } finally {
      // After next(): the route that answered (the middleware's own '/*' when none did: a 404).
      record({ requestId, method: c.req.method, route: routePath(c) || '*', status: c.res.status, ms: performance.now() - started });
    }
  };

  const metrics = async (c: Context): Promise<Response> => {
    const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '';
    if (!isLoopback(socket) || requestHeader(c, 'x-forwarded-for')) return c.json(errorBody(c, 403, 'C0403', '지표는 이 서버 안에서만 볼 수 있습니다.'), 403);
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType });
  };

  return { middleware, metrics, registry, flush };
}
