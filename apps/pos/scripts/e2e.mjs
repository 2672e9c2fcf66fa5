// Builds the renderer, then runs the Playwright journeys over a fresh data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';

const env = { ...process.env };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run('pnpm', ['exec', 'vite', 'build', '--config', 'vite.renderer.config.ts', '--logLevel', 'warn']);
env.E2E_POS_HOST_PORT ??= String(await freePort(4120));
env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'courtside-pos-e2e-'));
try {
  run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)]);
} finally {
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
}
