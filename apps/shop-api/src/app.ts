// The Hono application: platform headers, error shape, and every resource's routes.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { errorBody, errorReply } from './http/api-error.ts';
import { limitedBody } from './http/body.ts';
import { replyHeader, requestHeader } from './http/node-request.ts';
import type { AppEnv } from './http/context.ts';
import { platformHeaders } from './http/platform-headers.ts';
import { createObservability, type Observability } from './http/observability.ts';
import { routeModules } from './routes/index.ts';
import type { AppDeps } from './services/deps.ts';


export function createApp(deps: AppDeps, observability: Observability = createObservability({ instance: () => deps.baseUrl(), level: (deps as Partial<AppDeps>).config?.logLevel })): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First, so every answer (errors, 404s, refusals) is logged and timed.
  app.use('*', observability.middleware);

  app.onError(errorReply);
  app.notFound((c) => c.json(errorBody(c, 404, 'C0404', '요청한 API를 찾을 수 없습니다.'), 404));

  // Browsers call the Shop API directly from the storefront's origin, as with the real platform.
  // Preflights go through Hono's CORS; every other request gets its two headers before the route
  // runs, on Node's reply (http/node-request.ts: no WHATWG Headers for the request or the reply).
  const preflight = cors({
    origin: (origin) => origin || '*',
    allowHeaders: ['clientId', 'ClientId', 'platform', 'Version', 'accessToken', 'guestToken', 'Shop-By-Authorization', 'language', 'currency', 'Content-Type'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  // nosniff, no framing (the sandbox payment and login pages), a strict referrer; resources stay
  // loadable from the storefront's origin (pictures, API replies). Set before the route, as above.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    replyHeader(c, 'access-control-allow-origin', requestHeader(c, 'origin') || '*');
    replyHeader(c, 'vary', 'Origin');
    replyHeader(c, 'x-content-type-options', 'nosniff');
    replyHeader(c, 'x-frame-options', 'DENY');
    replyHeader(c, 'referrer-policy', 'strict-origin-when-cross-origin');
    await next();
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Every body is bounded before it is buffered (Content-Length up front, a chunked body as it
  // streams), read from Node's stream: no WHATWG Request, stream or AbortSignal (http/body.ts).
  app.use('*', limitedBody);
  app.use('*', platformHeaders);

  app.get('/health', (c) => c.json({ ok: true }));
  // A person who opens the platform's address sees what it is, not a bare 404 (README "처음 오셨나요?").
  app.get('/', (c) =>
    c.json({
      service: 'Courtside 커머스 플랫폼 (shopby Shop API 로컬 구현)',
      message: '쇼핑몰(http://127.0.0.1:3000)과 매장 단말기가 쓰는 API입니다. API를 부를 때는 clientId, platform, Version 헤더가 필요합니다.',
      health: '/health',
      metrics: '/metrics (이 서버 안에서만)',
      sandbox: { outbox: '/sandbox/outbox', kakaoLogin: '/sandbox/oauth/kakao/authorize', naverLogin: '/sandbox/oauth/naver/authorize' },
    }),
  );
  app.get('/metrics', (c) => observability.metrics(c));
  for (const register of routeModules) register(app);
  return app;
}
