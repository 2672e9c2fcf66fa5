// The newcomer's journey in Chromium against the whole system as `pnpm start` runs it (the platform
// stand-in with its seeded catalogue, the built storefront with the own server's /api/pos/*, the
// terminal host with test hooks OFF, and the fake receipt printer), over an empty data folder
// (scripts/e2e.mjs sets E2E_DATA_DIR and the ports). Nothing is seeded: every step goes through the
// screens a shop owner and a cashier use.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { STACK_DATA_DIR as dataDir, STACK_PORTS as ports } from './e2e/stack/stack-env.ts';
const chromium = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e/stack',
  testMatch: '**/*.e2e.ts',
  timeout: 240_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.posHost}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The root `pnpm start` itself (it builds the storefront and the terminal screens when unbuilt).
    command: 'node ../../scripts/start.mjs',
    url: `http://127.0.0.1:${ports.posHost}/health`,
    env: {
      DATA_DIR: dataDir,
      SHOP_API_PORT: String(ports.shopApi),
      WEB_PORT: String(ports.web),
      POS_HOST_PORT: String(ports.posHost),
      FAKE_PRINTER_PORT: String(ports.printer),
      FAKE_PRINTER_CONTROL_PORT: String(ports.printerControl),
      VAN_AGENT_PORT: String(ports.vanAgent),
      // The request logs (one JSON line per request) stay out of the journey's output.
      POS_LOG_LEVEL: 'warn',
      WEB_LOG_LEVEL: 'warn',
      SHOP_LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    // A first start on a clean clone builds the storefront.
    timeout: 15 * 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
