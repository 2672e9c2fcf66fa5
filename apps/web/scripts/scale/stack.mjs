// The several-instance stack of `pnpm start:scale` and the scale bench: a PostgreSQL cluster under
// DATA_DIR/pg, the S3 peer (s3rver) over DATA_DIR/s3, the commerce stand-in (shop-api on the same
// cluster), two storefront/own-server instances (each with its own DATA_DIR/web-N, as on two
// machines) and nginx round-robin in front. Every process is a child started here and stopped here.
// The cluster is postgres.mjs, nginx is nginx.mjs, process groups and waiting are processes.mjs.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { child, stopGroup, waitForHttp } from './processes.mjs';
import { S3_PEER_CREDENTIALS } from './s3-peer.mjs';
import { exitReason, restartPolicy } from '../../../../scripts/restart-policy.mjs';

export { nginxConfig, startNginx } from './nginx.mjs';
export { postgresBin } from './postgres.mjs';
export { waitForHttp } from './processes.mjs';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = resolve(webRoot, '../..');
const BUCKET = 'courtside-uploads';
/**
 * The secret every instance signs upload URLs and cookies with: the same on all of them (a URL signed
 * by one is checked by another), made once per data folder and kept there, never the shipped default.
 */
function sharedSecret(dir) {
  const file = join(dir, 'web-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * Starts the stack. `ports`: { nginx, web: [a, b], shop, pg, s3 }. Answers its addresses, the web
 * instances (each can be killed and started again) and `close()`.
 */
export async function startScaleStack({ dataDir, ports, log = console.log, env = process.env, supervise = false }) {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const started = [];
  let pg = null;
  let closing = false;
  let readinessTimer = null;
  const close = async () => {
    closing = true;
    if (readinessTimer) clearInterval(readinessTimer);
    for (const proc of started.reverse()) await stopGroup(proc);
    if (pg) pg.stop();
  };
  try {
    pg = await startPostgres(dir, ports.pg, log);

    const s3 = child('s3', process.execPath, [join(webRoot, 'scripts/scale/s3-peer.mjs'), String(ports.s3), join(dir, 's3'), BUCKET], { cwd: webRoot, env }, log);
    started.push(s3);

    const shopUrl = `http://127.0.0.1:${ports.shop}`;
    const shop = child(
      'shop-api',
      'pnpm',
      ['exec', 'tsx', 'src/main.ts'],
      { cwd: join(repoRoot, 'apps/shop-api'), env: { ...env, SHOP_API_PORT: String(ports.shop), SHOP_API_HOST: '127.0.0.1', DATA_DIR: join(dir, 'shop-api'), DATABASE_URL: pg.url('courtside_shop'), SHOP_MALL_URL: env.SHOP_MALL_URL ?? `http://127.0.0.1:${ports.nginx}` } },
      log,
    );
    started.push(shop);

    const webEnv = (id, port) => ({
      ...env,
      WEB_SECRET: env.WEB_SECRET ?? sharedSecret(dir),
      WEB_INSTANCE_ID: id,
      WEB_HOST: '127.0.0.1',
      // nginx in front appends the client's address to X-Forwarded-For (per-visitor limits).
      TRUST_PROXY: '1',
      WEB_PORT: String(port),
      DATA_DIR: join(dir, id),
      WEB_DATABASE_URL: pg.url('courtside_web'),
      SHOP_API_URL: shopUrl,
      SHOP_API_PUBLIC_URL: env.SHOP_API_PUBLIC_URL ?? shopUrl,
      UPLOAD_S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      UPLOAD_S3_BUCKET: BUCKET,
      UPLOAD_S3_ACCESS_KEY_ID: S3_PEER_CREDENTIALS.accessKeyId,
      UPLOAD_S3_SECRET_ACCESS_KEY: S3_PEER_CREDENTIALS.secretAccessKey,
    });
    const instances = ports.web.map((port, i) => {
      const id = `web-${i + 1}`;
      const policy = restartPolicy();
      const instance = {
        id,
        port,
        url: `http://127.0.0.1:${port}`,
        proc: null,
        startedAt: 0,
        start() {
          const proc = child(id, process.execPath, [join(webRoot, 'scripts/serve.mjs')], { cwd: webRoot, env: webEnv(id, port) }, log);
          instance.proc = proc;
          instance.startedAt = Date.now();
          started.push(proc);
          writeFileSync(join(dir, `${id}.pid`), `${proc.pid}\n`);
          if (supervise) proc.once('exit', (code, signal) => void restartLater(proc, code, signal));
          // Ready: the database reachable, migrations applied, the platform answering (/api/ready).
          return waitForHttp(`${instance.url}/api/ready`, 120_000, proc, (status) => status === 200);
        },
        /** SIGKILL: the machine is gone, nothing is flushed or closed. */
        kill(signal = 'SIGKILL') {
          const proc = instance.proc;
          if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
          const exited = new Promise((r) => proc.once('exit', r));
          proc.kill(signal);
          return exited;
        },
      };
      // Supervision (`pnpm start:scale`): an instance that exits is logged with how it ended and
      // started again with the same environment, at once the first time, then with a growing wait.
      async function restartLater(proc, code, signal) {
        if (closing || instance.proc !== proc) return;
        const diedAt = Date.now();
        const { attempt, delayMs } = policy.died(Date.now(), instance.startedAt);
        log(`[start:scale] ${id} 이(가) 멈췄습니다 (${exitReason(code, signal)}). ${delayMs ? `${delayMs / 1000}초 후 ` : ''}다시 시작합니다 (${attempt}번째).`);
        await new Promise((r) => setTimeout(r, delayMs));
        if (closing) return;
        const t0 = Date.now();
        try {
          await instance.start();
          log(`[start:scale] ${id} 다시 준비됨 (${((Date.now() - t0) / 1000).toFixed(1)}초, 멈춘 뒤 ${((Date.now() - diedAt) / 1000).toFixed(1)}초).`);
        } catch (error) {
          log(`[start:scale] ${id} 다시 시작하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return instance;
    });

    await waitForHttp(`${shopUrl}/health`, 120_000, shop);
    log(`[shop-api] ${shopUrl}`);
    // One after the other: the first migrates the shared database, the second finds it ready.
    for (const instance of instances) {
      await instance.start();
      log(`[${instance.id}] ${instance.url}`);
    }

    const nginx = startNginx({ prefix: join(dir, 'nginx'), port: ports.nginx, upstreams: instances.map((i) => `127.0.0.1:${i.port}`), env, log });
    started.push(nginx.proc);
    const url = nginx.url;
    await waitForHttp(`${url}/api/ready`, 30_000, nginx.proc, (status) => status === 200);
    if (supervise) {
      // nginx (open source) has no active health checks: every 2 s each instance's /api/ready decides
      // whether nginx sends it requests (`down` in the upstream list, reloaded on a change).
      const down = new Map(instances.map((i) => [i.id, false]));
      readinessTimer = setInterval(() => {
        void Promise.all(
          instances.map(async (i) => {
            try {
              const res = await fetch(`${i.url}/api/ready`, { signal: AbortSignal.timeout(4000) });
              await res.arrayBuffer();
              return res.status === 200;
            } catch {
              return false;
            }
          }),
        ).then((ready) => {
          if (closing) return;
          let changed = false;
          instances.forEach((i, n) => {
            // A stopped process is skipped by nginx on its own (connection refused); mark only what answers not-ready.
            const isDown = !ready[n] && i.proc !== null && i.proc.exitCode === null && i.proc.signalCode === null;
            if (down.get(i.id) !== isDown) {
              down.set(i.id, isDown);
              changed = true;
              log(`[start:scale] ${i.id} ${isDown ? '준비되지 않음 (/api/ready) — nginx가 요청을 보내지 않습니다' : '준비됨 — nginx가 다시 요청을 보냅니다'}.`);
            }
          });
          // Never mark every instance down: nginx then answers 502 itself rather than the instances' own 503s.
          if (changed && [...down.values()].some((d) => !d)) nginx.reload(instances.map((i) => ({ address: `127.0.0.1:${i.port}`, down: down.get(i.id) })));
        });
      }, 2000);
    }
    log(`[nginx] ${url} → ${instances.map((i) => i.url).join(', ')}`);
    return { url, shopUrl, webDatabaseUrl: pg.url('courtside_web'), s3Endpoint: `http://127.0.0.1:${ports.s3}`, bucket: BUCKET, instances, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function listenOn(port) {
  return new Promise((resolvePort) => {
    const server = createNetServer();
    server.once('error', () => resolvePort(null));
    server.listen(port, '127.0.0.1', () => {
      const bound = server.address().port;
      server.close(() => resolvePort(bound));
    });
  });
}

/**
 * Six free ports for a stack from `base` upward (the suite's or the engineer's own block; nginx,
 * PostgreSQL and the instances need their ports written before they start, so each caller owns a block
 * rather than taking whatever port the system hands out and hoping it stays free).
 */
export async function pickPorts(base) {
  if (!Number.isInteger(base) || base < 1024) throw new Error('pickPorts: 이 스택이 쓸 포트 블록의 시작 번호(1024 이상)를 주세요.');
  const found = [];
  for (let p = base; found.length < 6; p += 1) {
    if (p > base + 99) throw new Error(`${base}부터 100개 안에 빈 포트가 부족합니다.`);
    const got = await listenOn(p);
    if (got !== null && !found.includes(got)) found.push(got);
  }
  const [nginx, web1, web2, shop, pg, s3] = found;
  return { nginx, web: [web1, web2], shop, pg, s3 };
}
