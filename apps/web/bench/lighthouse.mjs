// Lighthouse (local Chromium, mobile: Lighthouse's default phone emulation and simulated throttling)
// performance and accessibility for the home, a category and a product page, and the product page's
// first-load JS in KB gzip. Runs against the BUILT storefront (`next start`) and the local Shop API,
// both started here on free ports over a throwaway data folder, and stops them when done.
//
// First-load JS is measured in a real page load: Chromium (Playwright) opens the product page, every
// script response of the storefront's own origin up to network idle is recorded, and each body is
// gzipped here (level 6, what `next start`'s compression sends). Scripts fetched later (after idle,
// on interaction) are not part of the first load.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../../scripts/free-port.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const pages = [
  { name: '홈', path: '/' },
  { name: '카테고리', path: '/categories/529105' },
  { name: '상품 페이지', path: '/products/100001' },
];
const productPath = '/products/100001';
const JS_GOAL_KB = 150;

const started = [];
function startServer(args, env) {
  // Own process group, so stopping it also stops what pnpm started under it.
  const child = spawn('pnpm', args, { cwd: appDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  started.push(child);
  return child;
}
function stopServers() {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function firstLoadJsKb(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script' || !res.url().startsWith(baseUrl)) return;
      bodies.push(res.body().then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b, { level: 6 }).length })).catch(() => null));
    });
    await page.goto(baseUrl + productPath, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(bodies)).filter((s) => s !== null);
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
    const raw = scripts.reduce((n, s) => n + s.raw, 0);
    return { count: scripts.length, gzipKb: gzip / 1024, rawKb: raw / 1024 };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const { name, path } of pages) {
      const url = baseUrl + path;
      await fetch(url); // one warm request: the first render of a route in a fresh server is not what a shopper sees
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(`[bench] Lighthouse ${name} (모바일): 성능 ${score('performance')}, 접근성 ${score('accessibility')} (목표 ≥ 95 / 100)`);
      const failed = (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
      for (const audit of failed) {
        const items = (audit.details?.items ?? []).slice(0, 5).map((i) => i.node?.snippet ?? i.node?.selector ?? '').filter(Boolean);
        console.log(`[bench]   접근성 실패: ${audit.id} — ${audit.title}${items.length ? `\n[bench]     ${items.join('\n[bench]     ')}` : ''}`);
      }
      const m = (id) => lhr.audits[id]?.displayValue ?? '-';
      console.log(`[bench]   FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`);
    }
  } finally {
    await chrome.kill();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-lighthouse-'));
const shopPort = await freePort(Number(process.env.BENCH_SHOP_API_PORT ?? 4120));
const webPort = await freePort(Number(process.env.BENCH_WEB_PORT ?? 3120));
const baseUrl = `http://127.0.0.1:${webPort}`;
process.on('exit', stopServers);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
try {
  startServer(['--filter', '@courtside/shop-api', 'run', 'start'], {
    SHOP_API_PORT: String(shopPort),
    DATA_DIR: `${dataDir}/shop-api`,
    DATABASE_URL: `sqlite:${dataDir}/shop-api.sqlite`,
  });
  await waitFor(`http://127.0.0.1:${shopPort}/health`);
  startServer(['exec', 'next', 'start', '-H', '127.0.0.1', '-p', String(webPort)], {
    WEB_PORT: String(webPort),
    SHOP_API_URL: `http://127.0.0.1:${shopPort}`,
    DATA_DIR: `${dataDir}/web`,
  });
  await waitFor(`${baseUrl}/`);
  await runLighthouse(baseUrl);
  const js = await firstLoadJsKb(baseUrl);
  console.log(`[bench] 상품 페이지 첫 로드 JS: ${Math.round(js.gzipKb)} KB gzip (목표 ≤ ${JS_GOAL_KB} KB)`);
  console.log(`[bench]   스크립트 ${js.count}개, 압축 전 ${Math.round(js.rawKb)} KB (Chromium 실제 로드, networkidle까지 받은 자체 스크립트를 각각 gzip)`);
} finally {
  stopServers();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
