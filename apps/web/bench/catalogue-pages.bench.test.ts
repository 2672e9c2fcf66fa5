// Issue 33 — the catalogue's pages served from Next's cache, measured against the floor of the same
// server: for each page (home, a category, a product, /best, /new, /restock, the FAQ board and the
// notices) `CLIENTS` concurrent clients for `SECONDS`, then the same for a trivial route of the same
// server (`/api/build-id`) measured right before it, and the ratios against the goals (throughput ≥
// 0.5× the floor's, p95 ≤ 3× the floor's) with the load average. First on one instance (`pnpm start`:
// the own server, scripts/serve.mjs, over a fresh SQLite platform), then through `pnpm start:scale`'s
// stack (nginx round robin over two instances on PostgreSQL). The load generator runs in this process,
// on the same cores. Needs a built storefront (bench/run.mjs builds first).
// PAGE_BENCH_SECONDS / PAGE_BENCH_CLIENTS change the load; PAGE_BENCH_PORT_BASE picks the ports from
// an allotted range; PAGE_BENCH_SCALE=0 skips the several-instance half.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pickPorts, startScaleStack, type ScaleStack } from '@/scripts/scale/stack.mjs';
import { figureLine, loadAverage, loadUrl, type PageFigure } from './http-load';

const SECONDS = Number(process.env.PAGE_BENCH_SECONDS ?? 6);
const CLIENTS = Number(process.env.PAGE_BENCH_CLIENTS ?? 20);
const PORT_BASE = Number(process.env.PAGE_BENCH_PORT_BASE ?? 5190);
const FLOOR = '/api/build-id';
const PAGES: ReadonlyArray<[string, string]> = [
  ['home', '/'],
  ['category', '/categories/529105'],
  ['product', '/products/100001'],
  ['best', '/best'],
  ['new', '/new'],
  ['restock', '/restock'],
  ['board', '/board/faq'],
  ['notices', '/board/notice'],
];

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const report = (line: string): void => console.log(`[bench] ${line}`);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 120_000);

async function waitFor(url: string, seconds = 180): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} 가 ${seconds}초 안에 응답하지 않았습니다.`);
    await sleep(300);
  }
}

function child(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const proc = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.pid === undefined) return resolve();
        proc.once('exit', () => resolve());
        process.kill(-proc.pid, 'SIGTERM');
        setTimeout(() => proc.pid !== undefined && proc.exitCode === null && process.kill(-proc.pid, 'SIGKILL'), 8000).unref();
      }),
  );
  return proc;
}

/** Every page once (its first render fills the cache), then each page against the floor. */
async function measure(base: string, label: string, serverPid?: number): Promise<PageFigure[]> {
  for (const [, path] of PAGES) for (let i = 0; i < 3; i++) expect((await fetch(base + path, { headers: { accept: 'text/html' } })).status).toBe(200);
  const figures: PageFigure[] = [];
  report(`${label}: ${CLIENTS} clients × ${SECONDS} s per measure, floor ${FLOOR} measured right before each page`);
  for (const [name, path] of PAGES) {
    const floor = await loadUrl(base + FLOOR, CLIENTS, SECONDS, serverPid);
    const page = await loadUrl(base + path, CLIENTS, SECONDS, serverPid);
    const figure = { name, path, page, floor, load: loadAverage() };
    figures.push(figure);
    report(`${label} ${figureLine(figure)}`);
  }
  return figures;
}

describe('catalogue pages from the cache against the same server’s floor', () => {
  it('one instance (pnpm start)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'courtside-page-bench-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const ports = await pickPorts(PORT_BASE);
    const shopPort = ports.shop;
    const webPort = ports.web[0];
    child('pnpm', ['--filter', '@courtside/shop-api', 'run', 'start'], webRoot, {
      ...process.env,
      SHOP_API_PORT: String(shopPort),
      DATA_DIR: join(folder, 'shop-api'),
      DATABASE_URL: `sqlite:${join(folder, 'shop-api.sqlite')}`,
    });
    await waitFor(`http://127.0.0.1:${shopPort}/health`);
    const web = child(process.execPath, ['scripts/serve.mjs'], webRoot, {
      ...process.env,
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(webPort),
      SHOP_API_URL: `http://127.0.0.1:${shopPort}`,
      DATA_DIR: join(folder, 'web'),
      NEXT_TELEMETRY_DISABLED: '1',
    });
    await waitFor(`http://127.0.0.1:${webPort}${FLOOR}`);
    const figures = await measure(`http://127.0.0.1:${webPort}`, 'one instance', web.pid);
    for (const f of figures) expect(f.page.errors + f.floor.errors).toBe(0);
  });

  it.skipIf(process.env.PAGE_BENCH_SCALE === '0')('through start:scale (nginx, two instances, PostgreSQL)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'courtside-page-bench-scale-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const stack: ScaleStack = await startScaleStack({
      dataDir: folder,
      ports: await pickPorts(PORT_BASE + 10),
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      log: (line: string) => {
        if (/error|실패/i.test(line)) console.log(line);
      },
    });
    cleanups.push(() => stack.close());
    const figures = await measure(stack.url, 'start:scale');
    for (const f of figures) expect(f.page.errors + f.floor.errors).toBe(0);
  });
});
