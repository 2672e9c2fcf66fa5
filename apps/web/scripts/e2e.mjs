// Builds the storefront and runs the Playwright journeys over a fresh data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run(process.execPath, ['scripts/build.mjs']);
// The servers listen on port 0 and Playwright reads the ports they print (playwright.config.ts).
delete env.E2E_SHOP_API_PORT;
delete env.E2E_WEB_PORT;
env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'courtside-e2e-'));
try {
  run('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)]);
} finally {
  rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
}
