// Builds the renderer, then runs the Playwright journeys over fresh data folders: the counter
// journeys (the host alone, seeded through its test hooks), then the newcomer's journey against the
// whole system as `pnpm start` runs it (playwright.stack.config.ts; it builds the storefront when
// unbuilt). `node scripts/e2e.mjs --stack [args]` runs only the latter; E2E_SKIP_STACK=1 skips it.
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
const stackOnly = process.argv[2] === '--stack';
const args = process.argv.slice(stackOnly ? 3 : 2);

if (!process.env.E2E_SKIP_BUILD) run('pnpm', ['exec', 'vite', 'build', '--config', 'vite.renderer.config.ts', '--logLevel', 'warn']);

function withDataDir(prefix, body) {
  env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), prefix));
  try {
    body();
  } finally {
    rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
  }
}

if (!stackOnly) {
  env.E2E_POS_HOST_PORT ??= String(await freePort(4120));
  withDataDir('courtside-pos-e2e-', () => run('pnpm', ['exec', 'playwright', 'test', ...args]));
}

if (stackOnly || !process.env.E2E_SKIP_STACK) {
  env.E2E_SHOP_API_PORT = process.env.E2E_STACK_SHOP_API_PORT ?? String(await freePort(4130));
  env.E2E_WEB_PORT = process.env.E2E_STACK_WEB_PORT ?? String(await freePort(3130));
  env.E2E_POS_HOST_PORT = process.env.E2E_STACK_POS_HOST_PORT ?? String(await freePort(4131));
  env.E2E_FAKE_PRINTER_PORT = process.env.E2E_STACK_FAKE_PRINTER_PORT ?? String(await freePort(9130));
  env.E2E_FAKE_PRINTER_CONTROL_PORT = process.env.E2E_STACK_FAKE_PRINTER_CONTROL_PORT ?? String(await freePort(9131));
  env.E2E_VAN_AGENT_PORT = process.env.E2E_STACK_VAN_AGENT_PORT ?? String(await freePort(9132));
  withDataDir('courtside-pos-stack-e2e-', () => run('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.stack.config.ts', ...(stackOnly ? args : [])]));
}
