// `pnpm bench`: service timings (sale + outbox commit, 30-line receipt encode, 100k-product delta and
// barcode lookup, the product grid over 5,000 products), then scan-to-line latency in Chromium (renderer built first if needed).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: app, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('pnpm', ['exec', 'tsx', 'bench/services.bench.ts']);
run('pnpm', ['exec', 'tsx', 'bench/grid.bench.ts']);
if (!existsSync(`${app}/out/renderer/index.html`)) run('pnpm', [ 'exec', 'vite', 'build', '--config', 'vite.renderer.config.ts', '--logLevel', 'warn']);
run('pnpm', [ 'exec', 'tsx', 'bench/scan-latency.bench.ts']);
