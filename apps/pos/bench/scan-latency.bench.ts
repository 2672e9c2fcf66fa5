// Scan-to-line latency in Chromium through the Node host: from the terminating Enter of a keyboard-
// wedge scan (its KeyboardEvent.timeStamp) to React having rendered the changed line (the sale
// screen records the difference in window.__posScanTimings).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startFakePrinter } from '@courtside/hardware/fake-printer';
import { HEADERS, ITEMS, STAFF, catalogueSeed, login, scan } from '../e2e/support.ts';

declare global {
  interface Window {
    __posScanTimings?: number[];
  }
}

const SCANS = Number(process.env.BENCH_SCANS ?? 60);
const port = Number(process.env.BENCH_POS_HOST_PORT ?? 4121);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'courtside-pos-bench-'));
const printer = await startFakePrinter({ port: 0 });
const host = spawn('pnpm', ['exec', 'tsx', 'src/host/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, POS_HOST_PORT: String(port), DATA_DIR: dataDir, POS_TEST_HOOKS: '1', POS_PRINTER: 'none', POS_SERVER_URL: 'http://127.0.0.1:9', POS_SYNC_INTERVAL_MS: '600000' },
  stdio: 'ignore',
});

async function waitForHost(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('host did not start');
}

const pct = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

try {
  await waitForHost();
  const seeded = await fetch(`${base}/__test/seed`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ terminal: { terminalId: 1, name: '카운터 1' }, staff: STAFF, catalogue: catalogueSeed(), printer: { host: printer.host, port: printer.port, columns: 42 }, slowWedge: true }),
  });
  if (!seeded.ok) throw new Error(`seed failed ${seeded.status}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ baseURL: base });
  await login(page, STAFF[0].name, STAFF[0].pin);
  await page.getByRole('heading', { name: '판매' }).waitFor();
  for (let i = 0; i < SCANS; i += 1) {
    const before = await page.evaluate(() => window.__posScanTimings?.length ?? 0);
    // Real arrival times: the Enter's timeStamp is when Chromium received it. A loaded machine can
    // stretch key gaps, hence the slow-scanner setting (100 ms) for this run.
    await scan(page, (ITEMS[i % ITEMS.length] ?? ITEMS[0]).barcode, 0, true);
    await page.waitForFunction((n) => (window.__posScanTimings?.length ?? 0) > n, before);
  }
  const timings = (await page.evaluate(() => window.__posScanTimings ?? [])).sort((a: number, b: number) => a - b);
  console.log(`scan-to-line latency in Chromium (${timings.length} scans, Enter → line rendered): p50 ${pct(timings, 0.5).toFixed(1)} ms, p95 ${pct(timings, 0.95).toFixed(1)} ms  (goal p95 ≤ 100 ms)`);
  await browser.close();
} finally {
  host.kill('SIGTERM');
  await printer.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dataDir, { recursive: true, force: true });
}
