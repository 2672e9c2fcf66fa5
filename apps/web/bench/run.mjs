// `pnpm bench` for apps/web: the Node benches (vitest, bench/*.bench.test.ts), then the browser
// benches (Playwright, bench/*.spec.ts) against a built storefront. A bench joins by adding a file
// of either kind here. BENCH_SKIP_BUILD=1 reuses an existing .next build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('pnpm', ['exec', 'vitest', 'run', '--config', 'bench/vitest.config.ts']);
if (!process.env.BENCH_SKIP_BUILD) run('pnpm', ['exec', 'next', 'build']);
env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
try {
  run('pnpm', ['exec', 'playwright', 'test', '--config', 'bench/playwright.config.ts']);
} finally {
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
}
