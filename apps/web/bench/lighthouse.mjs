// The storefront's weight and Lighthouse scores for the home, a category and a product page, against
// the BUILT storefront (`pnpm start`: scripts/serve.mjs) and the local Shop API, both started here on free ports over a
// throwaway data folder, and stopped when done.
//
// First load, per page: Chromium (Playwright, a fresh context each page, the phone Lighthouse emulates:
// 412 × 823 at density 1.75, touch) opens the page, every script
// and font response of the storefront's own origin up to network idle is recorded, each script body
// is gzipped here (level 6, what `next start`'s compression sends) and fonts are counted as sent
// (woff2 is already compressed). A script is "framework" when the build lists it among the root main
// files (`.next/build-manifest.json` rootMainFiles: React DOM and the Next runtime, on every page);
// everything else is the shop's own code. Scripts fetched later (scroll, interaction) are not first load.
// Turbopack also puts some of Next's app-router client modules (layout router, Link, error
// boundaries) into the shared chunks beside ours; those modules are CommonJS (Next's compiled dist),
// ours are ES modules, so each own chunk's modules are told apart by their factory's shape and the
// chunk's gzip size shared out by the two groups' gzip sizes: printed as "Next 모듈" inside the own
// figure, and the own figure without them ("순수 자체") is checked against the goal too.
//
// Lighthouse (local Chromium, mobile: Lighthouse's default phone emulation and simulated throttling):
// performance, accessibility, best practices and SEO, BENCH_LIGHTHOUSE_RUNS runs per page (default 3),
// the median printed with each run's scores and the median run's FCP/LCP/TBT/CLS, and each run's LCP beside
// the one Chrome observed unthrottled and the scripts that had arrived before it (see lcpRace).
//
// Options: BENCH_SHOP_API_PORT / BENCH_WEB_PORT (preferred ports), BENCH_LIGHTHOUSE_RUNS=0 (weight only),
// BENCH_LIGHTHOUSE_DUMP=<folder> (each run's full Lighthouse JSON, to see why a score is what it is).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lcpElement, lcpRace, nextModuleShare } from './lighthouse-report.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const pages = [
  { name: '홈', path: '/' },
  { name: '카테고리', path: '/categories/529105' },
  { name: '상품 페이지', path: '/products/100001' },
];
/** Lighthouse's default mobile device (moto g power), so both measures see the same page. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const GOAL = { totalJsKb: 140, ownJsKb: 12, fontKb: 120, lcpS: 1.8, performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = [
  ['performance', '성능'],
  ['accessibility', '접근성'],
  ['best-practices', '권장사항'],
  ['seo', 'SEO'],
];

const started = [];
function startServer(args, env) {
  // Own process group, so stopping it also stops what pnpm started under it.
  const child = spawn('pnpm', args, { cwd: appDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  started.push(child);
  return child;
}
/** The port a server started on port 0 prints in a line matching `pattern` (group 1). */
function printedPort(child, pattern, timeoutMs = 180_000) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no port printed (${pattern})`)), timeoutMs);
    child.stdout.on('data', (c) => {
      out += c.toString();
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.resume();
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before printing its port`)));
  });
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

const kb = (bytes) => bytes / 1024;
const fmt = (n) => (Math.round(n * 10) / 10).toFixed(1);
const mark = (ok) => (ok ? '✓' : '✗');

function frameworkFiles() {
  const manifest = JSON.parse(readFileSync(join(appDir, '.next/build-manifest.json'), 'utf8'));
  return new Set((manifest.rootMainFiles ?? []).map((f) => `/_next/${f}`));
}

async function firstLoad(baseUrl) {
  const framework = frameworkFiles();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    for (const { name, path } of pages) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const pending = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if ((type !== 'script' && type !== 'font') || !res.url().startsWith(baseUrl)) return;
        const file = new URL(res.url()).pathname;
        pending.push(
          res
            .body()
            .then((b) => ({ type, file, bytes: type === 'script' ? gzipSync(b, { level: 6 }).length : b.length, nextShare: type === 'script' ? nextModuleShare(b.toString('utf8')) : 0 }))
            .catch(() => null),
        );
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // The page's largest contentful paint as Chromium reports it (no throttling): tag, id or class, text or picture.
      const lcp = await page.evaluate(
        () =>
          new Promise((resolve) => {
            setTimeout(() => resolve('-'), 2000);
            new PerformanceObserver((list) => {
              const element = list.getEntries().at(-1)?.element;
              if (!element) return resolve('-');
              const name = element.tagName.toLowerCase() + (element.id ? `#${element.id}` : element.className ? `.${String(element.className).split(' ')[0]}` : '');
              const what = element.tagName === 'IMG' ? element.getAttribute('src') : (element.textContent ?? '').trim().slice(0, 40);
              resolve(`${name} "${what}"`);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const loaded = (await Promise.all(pending)).filter((r) => r !== null);
      await context.close();
      const scripts = loaded.filter((r) => r.type === 'script').sort((a, b) => b.bytes - a.bytes);
      const fonts = loaded.filter((r) => r.type === 'font');
      const sum = (list) => kb(list.reduce((n, r) => n + r.bytes, 0));
      const fw = scripts.filter((s) => framework.has(s.file));
      const own = scripts.filter((s) => !framework.has(s.file));
      const total = sum(scripts);
      const nextInOwn = kb(own.reduce((n, r) => n + r.bytes * r.nextShare, 0));
      const pureOwn = sum(own) - nextInOwn;
      console.log(
        `[bench] ${name} 첫 로드 JS: ${fmt(total)} KB gzip ${mark(total <= GOAL.totalJsKb)} (목표 ≤ ${GOAL.totalJsKb}) = 프레임워크 ${fmt(sum(fw))} KB + 자체 ${fmt(sum(own))} KB ${mark(sum(own) <= GOAL.ownJsKb)} (목표 ≤ ${GOAL.ownJsKb}; 그중 공유 청크의 Next 모듈 약 ${fmt(nextInOwn)} KB, 순수 자체 약 ${fmt(pureOwn)} KB ${mark(pureOwn <= GOAL.ownJsKb)}), 스크립트 ${scripts.length}개`,
      );
      for (const s of scripts) console.log(`[bench]     ${fmt(kb(s.bytes)).padStart(6)} KB  ${framework.has(s.file) ? '프레임워크' : '자체    '}  ${s.file}${!framework.has(s.file) && s.nextShare > 0 ? ` (Next 모듈 약 ${fmt(kb(s.bytes * s.nextShare))} KB)` : ''}`);
      console.log(`[bench]   글꼴: ${fonts.length}개 ${fmt(sum(fonts))} KB ${mark(sum(fonts) <= GOAL.fontKb)} (목표 ≤ ${GOAL.fontKb} KB)`);
      console.log(`[bench]   LCP 요소 (Chromium, 스로틀링 없이): ${lcp}`);
    }
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runLighthouse(baseUrl) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const { name, path } of pages) {
      const url = baseUrl + path;
      await fetch(url); // one warm request: the first render of a route in a fresh server is not what a shopper sees
      const runs = [];
      // A run Lighthouse itself could not record (runtimeError, e.g. NO_NAVSTART: the trace lost the
      // navigation) scores 0 everywhere: it says nothing about the page, so it is run again (up to 3 times).
      for (let i = 0, retries = 0; i < RUNS; i += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map(([id]) => id) });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        if (result.lhr.runtimeError && retries < 3) {
          console.log(`[bench]   (Lighthouse ${result.lhr.runtimeError.code}: 다시 실행)`);
          retries += 1;
          i -= 1;
          continue;
        }
        runs.push(result.lhr);
        if (process.env.BENCH_LIGHTHOUSE_DUMP) writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DUMP, `${path.replaceAll('/', '_') || '_'}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const parts = CATEGORIES.map(([id, label]) => {
        const m = median(runs.map((lhr) => score(lhr, id)));
        return `${label} ${m} ${mark(m >= GOAL[id])} [${runs.map((lhr) => score(lhr, id)).join('/')}]`;
      });
      console.log(`[bench] Lighthouse ${name} (모바일, ${RUNS}회 중앙값): ${parts.join(', ')}`);
      // The run with the median performance score speaks for the page's timings and failures.
      const byPerf = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = byPerf[Math.floor(byPerf.length / 2)];
      const lcps = runs.map((r) => (r.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000);
      const m = (id) => lhr.audits[id]?.displayValue ?? '-';
      console.log(`[bench]   FCP ${m('first-contentful-paint')}, LCP 중앙값 ${fmt(median(lcps))} s ${mark(median(lcps) <= GOAL.lcpS)} (목표 ≤ ${GOAL.lcpS} s), TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`);
      console.log(`[bench]   LCP 요소: ${lcpElement(lhr)}`);
      console.log(`[bench]   회차별 LCP: ${runs.map(lcpRace).join(' / ')}`);
      for (const [id] of CATEGORIES) {
        const failed = (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < (id === 'performance' ? 0.9 : 1));
        for (const audit of failed) {
          const items = (audit.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? i.url ?? i.source?.url ?? '').filter(Boolean);
          console.log(`[bench]   ${id}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${items.length ? `\n[bench]     ${items.join('\n[bench]     ')}` : ''}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-lighthouse-'));
// Both servers listen on port 0 (BENCH_SHOP_API_PORT / BENCH_WEB_PORT pick one) and print the port they got.
let baseUrl = '';
process.on('exit', stopServers);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
try {
  const shop = startServer(['--filter', '@courtside/shop-api', 'run', 'start'], {
    SHOP_API_PORT: process.env.BENCH_SHOP_API_PORT ?? '0',
    SHOP_LOG_LEVEL: 'warn',
    DATA_DIR: `${dataDir}/shop-api`,
    DATABASE_URL: `sqlite:${dataDir}/shop-api.sqlite`,
  });
  const shopPort = await printedPort(shop, /커머스 API가 http:\/\/127\.0\.0\.1:(\d+)/);
  await waitFor(`http://127.0.0.1:${shopPort}/health`);
  // `pnpm start` (scripts/serve.mjs): the own server the shop runs, with its page rewrite (scripts/defer-first-load.mjs).
  const web = startServer(['run', 'start'], {
    WEB_HOST: '127.0.0.1',
    WEB_PORT: process.env.BENCH_WEB_PORT ?? '0',
    WEB_LOG_LEVEL: 'warn',
    SHOP_API_URL: `http://127.0.0.1:${shopPort}`,
    DATA_DIR: `${dataDir}/web`,
  });
  baseUrl = `http://127.0.0.1:${await printedPort(web, /\[web\] \S+ — http:\/\/127\.0\.0\.1:(\d+)/)}`;
  await waitFor(`${baseUrl}/`);
  // Warm each page once (first render of a route in a fresh server), then weigh it.
  for (const { path } of pages) await fetch(baseUrl + path);
  await firstLoad(baseUrl);
  if (RUNS > 0) await runLighthouse(baseUrl);
} finally {
  stopServers();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
