// Builds the renderer, then runs the Playwright journeys over fresh data folders: the counter
// journeys (the host alone, seeded through its test hooks), then the newcomer's journey against the
// whole system as `pnpm start` runs it (playwright.stack.config.ts; it builds the storefront when
// unbuilt). `node scripts/e2e.mjs --stack [args]` runs only the latter; E2E_SKIP_STACK=1 skips it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  // The host listens on port 0 and Playwright reads its port (playwright.config.ts).
  delete env.E2E_POS_HOST_PORT;
  withDataDir('courtside-pos-e2e-', () => run('pnpm', ['exec', 'playwright', 'test', ...args]));
}

if (stackOnly || !process.env.E2E_SKIP_STACK) {
  // `pnpm start` wires its services together by port before any of them listens, so this journey gets
  // a block of five ports of its own instead (E2E_STACK_PORT_BASE, default 5110 … 5114: nothing else
  // in the repository uses them); no port is probed and released. Override each with E2E_STACK_*.
  const base = Number(process.env.E2E_STACK_PORT_BASE ?? 5110);
  env.E2E_SHOP_API_PORT = process.env.E2E_STACK_SHOP_API_PORT ?? String(base);
  env.E2E_WEB_PORT = process.env.E2E_STACK_WEB_PORT ?? String(base + 1);
  env.E2E_POS_HOST_PORT = process.env.E2E_STACK_POS_HOST_PORT ?? String(base + 2);
  env.E2E_FAKE_PRINTER_PORT = process.env.E2E_STACK_FAKE_PRINTER_PORT ?? String(base + 3);
  env.E2E_FAKE_PRINTER_CONTROL_PORT = process.env.E2E_STACK_FAKE_PRINTER_CONTROL_PORT ?? String(base + 4);
  withDataDir('courtside-pos-stack-e2e-', () => run('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.stack.config.ts', ...(stackOnly ? args : [])]));
}
