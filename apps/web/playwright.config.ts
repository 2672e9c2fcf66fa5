// Browser journeys in Chromium against the real apps: the local Shop API and the built storefront,
// started fresh over a throwaway data folder (scripts/e2e.mjs sets E2E_DATA_DIR). Each server listens
// on port 0 and prints the port it got; Playwright reads it from that line (`wait.stdout`, the named
// group becomes E2E_SHOP_API_PORT / E2E_WEB_PORT in this process, which the storefront's command and
// the test workers — started after the servers — read). No port is picked by probing.
import { defineConfig } from '@playwright/test';
import { playwrightBase } from '../../playwright.base.config.ts';

// Set once the servers have printed their ports (the config is read again in each worker).
const webPort = process.env.E2E_WEB_PORT ?? '0';
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/courtside-e2e';

export default defineConfig({
  testDir: 'e2e',
  ...playwrightBase({ baseURL: `http://127.0.0.1:${webPort}` }),
  webServer: [
    {
      command: 'pnpm --filter @courtside/shop-api run start',
      wait: { stdout: /커머스 API가 http:\/\/127\.0\.0\.1:(?<e2e_shop_api_port>\d+)/ },
      env: { SHOP_API_PORT: '0', DATA_DIR: `${dataDir}/shop-api`, DATABASE_URL: `sqlite:${dataDir}/shop-api.sqlite`, SHOP_LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // `pnpm start`: the own server (scripts/serve.mjs) the shop runs, page rewrite included.
      // The platform's port is known once the first server printed it (the shell reads it at launch).
      command: 'SHOP_API_URL=http://127.0.0.1:$E2E_SHOP_API_PORT pnpm run start',
      wait: { stdout: /\[web\] \S+ — http:\/\/127\.0\.0\.1:(?<e2e_web_port>\d+)/ },
      env: {
        WEB_HOST: '127.0.0.1',
        WEB_PORT: '0',
        WEB_LOG_LEVEL: 'warn',
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
