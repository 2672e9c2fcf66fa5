// `pnpm start`: starts every app of the system on its embedded defaults and stops them together.
// The data folder is made before anything starts (the storefront's build must never see it appear);
// once every service answers, one line says so with the addresses. A service that dies while
// starting stops the start with its name, how it ended and its last lines; one that dies later is
// reported the same way and started again (scripts/restart-policy.mjs) while the others keep serving.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exitReason, lineTail, restartPolicy } from './restart-policy.mjs';

const root = new URL('..', import.meta.url).pathname;
// [package folder, script]: the platform stand-in, the storefront, the terminal host, and the fake
// receipt printer the terminal prints to by default (tcp://127.0.0.1:9100).
const services = [
  ['apps/shop-api', 'start'],
  ['apps/web', 'start'],
  ['apps/pos', 'start'],
  ['packages/hardware', 'fake-printer'],
  ['packages/hardware', 'van-agent'],
].filter(([dir, script]) => {
  const pkg = join(root, dir, 'package.json');
  return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).scripts?.[script];
});

// One port setting moves every client of that server with it: SHOP_API_PORT also sets the
// storefront's SHOP_API_URL, WEB_PORT the terminal's POS_SERVER_URL and the platform's SHOP_MALL_URL
// (links in its messages), FAKE_PRINTER_PORT the terminal's default printer — unless those are set themselves.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (env.SHOP_API_PORT && !env.SHOP_API_URL) env.SHOP_API_URL = `http://127.0.0.1:${env.SHOP_API_PORT}`;
if (env.WEB_PORT && !env.POS_SERVER_URL) env.POS_SERVER_URL = `http://127.0.0.1:${env.WEB_PORT}`;
if (env.WEB_PORT && !env.SHOP_MALL_URL) env.SHOP_MALL_URL = `http://127.0.0.1:${env.WEB_PORT}`;
if (env.FAKE_PRINTER_PORT && !env.POS_PRINTER) env.POS_PRINTER = `tcp://127.0.0.1:${env.FAKE_PRINTER_PORT}`;
// Every service keeps its files under the one data folder (relative to where pnpm was started).
env.DATA_DIR = env.DATA_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : join(root, 'data');
mkdirSync(env.DATA_DIR, { recursive: true });

// What "answers" means for each service, and the address a person opens (label, url).
const printerControlPort = env.FAKE_PRINTER_CONTROL_PORT ?? String(Number(env.FAKE_PRINTER_PORT ?? 9100) + 1);
const webUrl = `http://127.0.0.1:${env.WEB_PORT ?? 3000}`;
const shopUrl = env.SHOP_API_URL ?? 'http://127.0.0.1:4010';
const posUrl = `http://127.0.0.1:${env.POS_HOST_PORT ?? 4020}`;
const probes = {
  'shop-api': { url: `${shopUrl}/health`, label: '커머스 플랫폼(쇼핑 API)', open: shopUrl },
  web: { url: `${webUrl}/api/health`, label: '쇼핑몰·관리자', open: webUrl },
  pos: { url: `${posUrl}/health`, label: '매장 단말기', open: posUrl },
  'van-agent': { url: `http://127.0.0.1:${env.VAN_AGENT_CONTROL_PORT ?? String(Number(env.VAN_AGENT_PORT ?? 9300) + 1)}/state`, label: 'VAN 에이전트 대역 (제어 API)', open: `http://127.0.0.1:${env.VAN_AGENT_CONTROL_PORT ?? String(Number(env.VAN_AGENT_PORT ?? 9300) + 1)}/state` },
  'fake-printer': { url: `http://127.0.0.1:${printerControlPort}/jobs`, label: '가짜 영수증 프린터', open: `http://127.0.0.1:${printerControlPort}/jobs` },
};

const startedAt = Date.now();
let stopping = false;
let allReady = false;

/** A service's name in the output: the app's folder, or the script for a package's extra servers. */
const nameOf = (dir, script) => (script === 'start' ? dir.split('/')[1] : script);

function startService(dir, script) {
  const name = nameOf(dir, script);
  const pkgName = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).name;
  const policy = restartPolicy();
  const service = { name, child: null, startedAt: 0, ready: false };
  const run = () => {
    const tail = lineTail(15);
    service.startedAt = Date.now();
    // Each service in its own process group, so stopping reaches the servers pnpm started under it.
    const child = spawn('pnpm', ['--filter', pkgName, 'run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    child.stdout.on('data', (c) => {
      process.stdout.write(c);
      tail.push(c);
    });
    child.stderr.on('data', (c) => {
      process.stderr.write(c);
      tail.push(c);
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const why = exitReason(code, signal);
      const last = tail.lines();
      console.error(`[start] ${name} 이(가) 멈췄습니다 (${why}).${last.length ? ' 마지막 출력:' : ''}`);
      for (const l of last) console.error(`[start]   | ${l}`);
      if (!allReady) {
        console.error(`[start] ${name}을(를) 시작하지 못해 나머지 서비스도 멈춥니다. 위의 출력을 확인한 뒤 다시 pnpm start 해 주세요.`);
        shutdown(code || 1);
        return;
      }
      const { attempt, delayMs } = policy.died(Date.now(), service.startedAt);
      console.error(`[start] ${name}을(를) ${delayMs ? `${delayMs / 1000}초 후 ` : ''}다시 시작합니다 (${attempt}번째).`);
      setTimeout(() => {
        if (!stopping) run();
      }, delayMs);
    });
    service.child = child;
  };
  run();
  return service;
}

const running = services.map(([dir, script]) => startService(dir, script));
console.log(`[start] 실행: ${running.map((s) => s.name).join(', ')} (데이터 ${env.DATA_DIR})`);

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

// Ready once every service with a known probe answers (a first start builds the storefront: minutes).
void (async () => {
  for (;;) {
    if (stopping) return;
    const pending = running.filter((s) => probes[s.name] && !s.ready);
    for (const s of pending) s.ready = await answers(probes[s.name].url);
    if (running.every((s) => !probes[s.name] || s.ready)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  allReady = true;
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`[start] 준비 완료 (${seconds}초): 모든 서비스가 응답합니다.`);
  for (const s of running) if (probes[s.name]) console.log(`[start]   ${probes[s.name].label}: ${probes[s.name].open}`);
  console.log('[start] 멈추려면 Ctrl+C.');
})();

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const { child: c } of running) {
    if (!c || c.exitCode !== null || c.signalCode !== null || c.pid === undefined) continue;
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
