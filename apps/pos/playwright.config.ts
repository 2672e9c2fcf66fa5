// Browser journeys in Chromium through the Node host (the terminal as a tablet would run it), over a
// throwaway data folder (scripts/e2e.mjs sets E2E_DATA_DIR). No own server runs: the terminal is
// offline, its catalogue and staff are seeded through the host's test hooks, and receipts go to a
// fake printer each test file starts on a free port.
import { defineConfig } from '@playwright/test';
import { playwrightBase } from '../../playwright.base.config.ts';

// The host listens on port 0 and prints the port it got; Playwright reads it (`wait.stdout`: the named
// group becomes E2E_POS_HOST_PORT, read again by each worker, started after the host).
const hostPort = process.env.E2E_POS_HOST_PORT ?? '0';
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/courtside-pos-e2e';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // The whole-system journey has its own config (playwright.stack.config.ts).
  testIgnore: 'stack/**',
  ...playwrightBase({ baseURL: `http://127.0.0.1:${hostPort}` }),
  webServer: {
    command: 'pnpm exec tsx src/host/main.ts',
    wait: { stdout: /단말기 화면: http:\/\/127\.0\.0\.1:(?<e2e_pos_host_port>\d+)/ },
    env: {
      POS_HOST_PORT: '0',
      DATA_DIR: dataDir,
      POS_TEST_HOOKS: '1',
      POS_PRINTER: 'none',
      // Nothing listens there: the terminal works offline, as it must.
      POS_SERVER_URL: 'http://127.0.0.1:9',
      // Nor here: the default agent port (9300) is where a `pnpm start` on this machine runs its VAN
      // stand-in, which would answer the card journeys that expect no agent (수기 입력).
      POS_VAN_AGENT: 'tcp://127.0.0.1:9',
      POS_SYNC_INTERVAL_MS: '600000',
      POS_LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
