// The storefront's build (`pnpm --filter @courtside/web build`; `pnpm start`, the journeys, the
// bench and start:scale build through it): `next build`, then V8's compile hint on the framework
// chunks (scripts/compile-hints.mjs). A build made with a bare `next build` works the same, its
// pages just compile the framework on the main thread.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hintFrameworkChunks } from './compile-hints.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const r = spawnSync('pnpm', ['exec', 'next', 'build'], { cwd: appDir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
if (r.status !== 0) process.exit(r.status ?? 1);
const hinted = hintFrameworkChunks(appDir);
console.log(`[web] compile hint on ${hinted.length} framework chunks (${hinted.map((f) => f.split('/').pop()).join(', ')})`);
