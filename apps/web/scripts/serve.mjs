// `pnpm start` for the storefront: builds once if there is no build yet, then serves it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// `next start` always runs with NODE_ENV=production; the app learns what the operator set from
// WEB_NODE_ENV (lib/config.ts), which decides whether the shipped secrets may serve.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WEB_NODE_ENV: process.env.WEB_NODE_ENV ?? process.env.NODE_ENV ?? 'development' };
if (!existsSync('.next/BUILD_ID')) {
  const r = spawnSync('pnpm', ['exec', 'next', 'build'], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const host = env.WEB_HOST ?? '127.0.0.1';
const port = env.WEB_PORT ?? '3000';
const child = spawn('pnpm', ['exec', 'next', 'start', '-H', host, '-p', port], { stdio: 'inherit', env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
