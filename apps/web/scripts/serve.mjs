// `pnpm start` for the storefront: builds once if there is no build yet, then serves it. Next runs
// inside this process (Next's documented custom server) so every response — pages, /api routes,
// static files, errors — carries `x-courtside-instance`: behind a load balancer (`pnpm start:scale`)
// it names the instance that answered. WEB_INSTANCE_ID names it (default host:port).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createObservability } from './observability.mjs';
import { completePageCsp, mayBeCachedPage, newRenderNonce, RENDER_NONCE_ENV } from './page-csp.mjs';
import { nextHostname } from './next-hostname.mjs';

// Next always serves with NODE_ENV=production; the app learns what the operator set from
// WEB_NODE_ENV (lib/config.ts), which decides whether the shipped secrets may serve.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WEB_NODE_ENV: process.env.WEB_NODE_ENV ?? process.env.NODE_ENV ?? 'development' };
if (!existsSync('.next/BUILD_ID')) {
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.WEB_NODE_ENV = env.WEB_NODE_ENV;
// The pinned @aws-sdk/client-s3 (~3.1175, engines node >=20) prints, on Node 20, a notice that SDK
// versions published after January 2027 will need Node 22. This install supports Node 20 (README
// "Node 20 and the AWS SDK"); the SDK's own switch keeps that notice out of every instance's output.
if (Number(process.versions.node.split('.')[0]) < 22) process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
// The nonce this process renders its cached pages with (scripts/page-csp.mjs): it marks the inline
// scripts Next wrote, and is taken out of every page before it is sent.
process.env[RENDER_NONCE_ENV] = newRenderNonce();
const host = env.WEB_HOST ?? '127.0.0.1';
const port = Number(env.WEB_PORT ?? '3000');
let instance = env.WEB_INSTANCE_ID ?? `${host}:${port}`;
// WEB_DEFER_FIRST_LOAD=0 serves the catalogue pages with their scripts as Next writes them (the
// first-tap bench, bench/first-tap.spec.ts, compares both).
const deferFirstLoad = env.WEB_DEFER_FIRST_LOAD !== '0';

const { default: next } = await import('next');
// Request logs (JSON lines; WEB_LOG_LEVEL=warn turns them off) and /metrics (scripts/observability.mjs).
const observability = createObservability({ instance: () => instance, level: env.WEB_LOG_LEVEL ?? 'info' });
/** Next's request handler, once Next is prepared; until then requests get 503. */
let handle = null;
const server = createServer((req, res) => observability.track(req, res, () => serve(req, res)));
function serve(req, res) {
  if (req.url === '/metrics' && req.method === 'GET') return void observability.metrics(req, res);
  if (handle === null) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
    return void res.end('서버를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.');
  }
  // The socket's peer, for per-client limits (lib/server/client-address.ts reads it; X-Forwarded-For
  // counts only behind TRUST_PROXY). Replaces whatever a client sent under this name.
  req.headers['x-courtside-peer'] = req.socket.remoteAddress ?? '';
  res.setHeader('x-courtside-instance', instance);
  // Catalogue pages from Next's cache: their inline scripts' hashes go into the CSP, and they paint
  // before their first-load scripts download (scripts/page-csp.mjs, scripts/defer-first-load.mjs).
  if (mayBeCachedPage(req)) completePageCsp(req, res, { deferFirstLoad });
  handle(req, res).catch((error) => {
    console.error('[web]', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('일시적인 오류가 발생했습니다.');
  });
}
// A stop asked for while Next is still preparing ends the process too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
// Port 0 takes any free port. Next is told the port the server got: it serves a cached page's rewrite
// (proxy.ts) in process only when the rewrite's origin is its own, and would otherwise proxy it over
// HTTP to the port it believes it has. The address is printed once Next is ready (test runners wait for it).
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, host, resolve);
});
const bound = server.address().port;
if (!env.WEB_INSTANCE_ID) instance = `${host}:${bound}`;
// The cached pages' change follower posts to this server itself (lib/config.ts boundPort).
process.env.WEB_BOUND_PORT = String(bound);
// A loopback host is named `localhost` to Next, so that cached pages' rewrites stay in process (next-hostname.mjs).
const app = next({ dev: false, hostname: nextHostname(host), port: bound, dir: process.cwd() });
const nextHandler = app.getRequestHandler();
await app.prepare();
handle = nextHandler;
console.log(`[web] ${instance} — http://${host}:${bound}`);
