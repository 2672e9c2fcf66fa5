// Browser journeys in Chromium against the real apps: the local Shop API and the built storefront,
// started fresh on their own ports over a throwaway data folder (scripts/e2e.mjs sets E2E_DATA_DIR).
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const shopPort = Number(process.env.E2E_SHOP_API_PORT ?? 4110);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3110);
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/courtside-e2e';
const chromium = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'pnpm --filter @courtside/shop-api run start',
      url: `http://127.0.0.1:${shopPort}/health`,
      env: { SHOP_API_PORT: String(shopPort), DATA_DIR: `${dataDir}/shop-api`, DATABASE_URL: `sqlite:${dataDir}/shop-api.sqlite` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // `pnpm start`: the own server (scripts/serve.mjs) the shop runs, page rewrite included.
      command: 'pnpm run start',
      url: `http://127.0.0.1:${webPort}/`,
      env: {
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(webPort),
        SHOP_API_URL: `http://127.0.0.1:${shopPort}`,
        DATA_DIR: `${dataDir}/web`,
        NEXT_TELEMETRY_DISABLED: '1',
        // The journeys stand in for the proxy: a request's X-Forwarded-For names its visitor (per-visitor
        // limits). Without a proxy the socket counts (lib/server/uploads/upload-limits.int.test.ts).
        TRUST_PROXY: '1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
