// The one Playwright base every browser-journey config extends (apps/web/playwright.config.ts,
// apps/pos/playwright.config.ts, apps/pos/playwright.stack.config.ts): Chromium from the system with
// the flags this machine needs, Korean locale and KST, one worker, no retries, traces on failure.
// Each app's config keeps only what is its own: test folder, timeouts it needs, the servers it starts.
// No @playwright/test import here: the root has no such dependency; each config passes this object
// through its own `defineConfig`, which checks it.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface BaseOptions {
  /** The address every `page.goto('/…')` is relative to. */
  baseURL: string;
  /** One test's limit (default 90 s). */
  timeout?: number;
  /** One `expect`'s limit (default 15 s). */
  expectTimeout?: number;
}

export function playwrightBase(options: BaseOptions) {
  return {
    timeout: options.timeout ?? 90_000,
    expect: { timeout: options.expectTimeout ?? 15_000 },
    workers: 1,
    retries: 0,
    reporter: [['list']] as Array<[string]>,
    use: {
      baseURL: options.baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      trace: 'retain-on-failure' as const,
      launchOptions: { executablePath: chromium, args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' as const } }],
  };
}
