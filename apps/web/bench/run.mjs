// `pnpm bench` for apps/web: the storefront build, the Node benches (vitest, bench/*.bench.test.ts —
// among them the several-instance load and fault run over that build), then the browser benches
// (Playwright, bench/*.spec.ts) against it, then each storefront page's first-load JS (every chunk),
// font bytes and Lighthouse medians of 3 runs (bench/lighthouse.mjs). A bench joins by adding a file
// of either kind here.
// BENCH_SKIP_BUILD=1 reuses an existing .next build (it still builds when there is none).
// `next build` and the Lighthouse run hold /tmp/next-build.lock: other engineers' builds share `.next`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const lock = ['/tmp/next-build.lock'];
// The build comes first: the scale bench (bench/scale.bench.test.ts) serves it from two instances.
if (!process.env.BENCH_SKIP_BUILD || !existsSync('.next/BUILD_ID')) run('flock', [...lock, process.execPath, 'scripts/build.mjs']);
run('pnpm', ['exec', 'vitest', 'run', '--config', 'bench/vitest.config.ts']);
env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
try {
  run('pnpm', ['exec', 'playwright', 'test', '--config', 'bench/playwright.config.ts']);
} finally {
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
}
// Its own servers on free ports over its own throwaway data folder.
run('flock', [...lock, 'node', 'bench/lighthouse.mjs']);
