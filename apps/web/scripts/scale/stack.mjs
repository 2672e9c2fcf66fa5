// The several-instance stack of `pnpm start:scale` and the scale bench: a PostgreSQL cluster under
// DATA_DIR/pg, the S3 peer (s3rver) over DATA_DIR/s3, the commerce stand-in (shop-api on the same
// cluster), two storefront/own-server instances (each with its own DATA_DIR/web-N, as on two
// machines) and nginx round-robin in front. Every process is a child started here and stopped here.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3_PEER_CREDENTIALS } from './s3-peer.mjs';
import { exitReason, restartPolicy } from '../../../../scripts/restart-policy.mjs';

const webRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = resolve(webRoot, '../..');
const BUCKET = 'courtside-uploads';

/** The newest PostgreSQL server binaries (PG_BIN overrides), as .ci/run finds them. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb'))) : [];
  versions.sort((x, y) => Number(x) - Number(y));
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL 서버 프로그램(initdb)을 찾을 수 없습니다. scripts/setup.sh로 postgresql을 설치해 주세요.');
  return join(base, newest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program; as root it runs as the `postgres` user (initdb and postgres refuse root). */
function pgProgram(bin, program, args) {
  const path = join(bin, program);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return spawnSync(cmd, argv, { encoding: 'utf8' });
}

function must(result, what) {
  if (result.status !== 0) throw new Error(`${what} 실패: ${(result.stderr || result.stdout || '').trim().slice(-1500)}`);
  return result;
}

async function startPostgres(dataDir, port, log) {
  const bin = postgresBin();
  const dir = join(dataDir, 'pg');
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (isRoot()) {
    // The postgres user must be able to reach its folder (a mkdtemp folder is 0700).
    chmodSync(dataDir, 0o755);
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout.trim()), Number(gid.stdout.trim()));
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    log(`[pg] initdb ${data}`);
    must(pgProgram(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']), 'initdb');
  }
  // A cluster left running by a run that was killed is stopped first, so this run owns it.
  if (pgProgram(bin, 'pg_ctl', ['-D', data, 'status']).status === 0) pgProgram(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=64MB`;
  must(pgProgram(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']), 'PostgreSQL 시작');
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (const name of ['courtside_web', 'courtside_shop']) {
    const psql = (sql) => spawnSync(join(bin, 'psql'), [admin, '-tAc', sql], { encoding: 'utf8' });
    if (must(psql(`select 1 from pg_database where datname = '${name}'`), 'psql').stdout.trim() !== '1') must(psql(`create database ${name}`), `create database ${name}`);
  }
  log(`[pg] PostgreSQL 127.0.0.1:${port} (${data})`);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => pgProgram(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

/**
 * The secret every instance signs upload URLs and cookies with: the same on all of them (a URL signed
 * by one is checked by another), made once per data folder and kept there, never the shipped default.
 */
function sharedSecret(dir) {
  const file = join(dir, 'web-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A child process in its own process group (so stopping reaches everything it started). */
function child(name, cmd, args, options, log) {
  const proc = spawn(cmd, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .forEach((l) => log(`[${name}] ${l}`));
  proc.stdout.on('data', prefix);
  proc.stderr.on('data', prefix);
  return proc;
}

function stopGroup(proc, signal = 'SIGTERM') {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null || proc.pid === undefined) return Promise.resolve();
  const exited = new Promise((r) => proc.once('exit', r));
  try {
    process.kill(-proc.pid, signal);
  } catch {
    proc.kill(signal);
  }
  return Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]).then(() => {
    if (proc.exitCode === null && proc.signalCode === null) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
}

/** Waits until `url` answers below 500 — or `ok` says so — (or `deadline` ms pass). */
export async function waitForHttp(url, deadline = 120_000, proc = null, ok = (status) => status < 500) {
  const until = Date.now() + deadline;
  for (;;) {
    if (proc && (proc.exitCode !== null || proc.signalCode !== null)) throw new Error(`${url}: 프로세스가 종료되었습니다 (exit ${proc.exitCode ?? proc.signalCode}).`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (ok(res.status)) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} 이(가) ${deadline / 1000}초 안에 응답하지 않았습니다.`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * `upstreams`: `host:port` strings, or { address, down } — an instance whose /api/ready fails is
 * written `down` (start:scale's supervisor rewrites the file and reloads nginx), so nginx sends it
 * nothing until it is ready again.
 */
export function nginxConfig({ prefix, port, upstreams }) {
  const servers = upstreams.map((u) => (typeof u === 'string' ? { address: u, down: false } : u));
  const user = isRoot() ? 'user root root;\n' : '';
  return `# Written by scripts/scale/stack.mjs (pnpm start:scale); rewritten at every start.
${user}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  # One JSON line per request: the request id (passed to the instance as X-Request-Id, which it logs
  # and sends on to the platform), the instance that answered, the status and the times.
  log_format courtside_json escape=json '{"time":"$time_iso8601","requestId":"$request_id","method":"$request_method","uri":"$request_uri","status":$status,"bytes":$body_bytes_sent,"durationMs":$request_time,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status","instance":"$upstream_http_x_courtside_instance","client":"$remote_addr"}';
  access_log ${prefix}/access.log courtside_json;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  # Uploads are at most 10 MB; the own server answers 413 itself for anything between.
  client_max_body_size 11m;

  upstream courtside_web {
    # Round robin; an instance that refuses connections is skipped for 2 s.
${servers.map((u) => `    server ${u.address} max_fails=1 fail_timeout=2s${u.down ? ' down' : ''};`).join('\n')}
    keepalive 64;
  }

  # Responses nginx makes itself (an instance down: 502) carry the header too.
  map $upstream_http_x_courtside_instance $courtside_instance {
    "" "nginx";
    default "";
  }

  server {
    listen 127.0.0.1:${port};
    add_header x-courtside-instance $courtside_instance always;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Request-Id $request_id;
    add_header x-request-id $request_id always;
    proxy_connect_timeout 2s;
    proxy_read_timeout 120s;
    # 503: an instance that was just (re)started answers "서버를 준비하고 있습니다" until Next is
    # prepared (scripts/serve.mjs); a shopper's GET then goes to the other instance instead.
    proxy_next_upstream error timeout http_502 http_503;

    location / {
      proxy_pass http://courtside_web;
    }
    # A terminal's sync is idempotent by its entry ids, so a POST cut off by a dying instance may be
    # sent again to the other one (nginx never repeats other POSTs).
    location = /api/pos/sync {
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_pass http://courtside_web;
    }
  }
}
`;
}

/**
 * nginx in the foreground over `prefix` (config, pid, logs, temp files), round robin to `upstreams`
 * (`host:port`) on 127.0.0.1:`port`. NGINX_BIN overrides the program.
 */
export function startNginx({ prefix, port, upstreams, env = process.env, log = console.log }) {
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, port, upstreams }));
  const proc = child('nginx', env.NGINX_BIN ?? 'nginx', ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { cwd: prefix, env }, log);
  return {
    proc,
    url: `http://127.0.0.1:${port}`,
    stop: () => stopGroup(proc),
    /** Rewrites the upstream list (e.g. `down` flags) and reloads nginx gracefully (SIGHUP to its master). */
    reload(next) {
      writeFileSync(conf, nginxConfig({ prefix, port, upstreams: next }));
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGHUP');
    },
  };
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
      { cwd: join(repoRoot, 'apps/shop-api'), env: { ...env, SHOP_API_PORT: String(ports.shop), SHOP_API_HOST: '127.0.0.1', DATA_DIR: join(dir, 'shop-api'), DATABASE_URL: pg.url('courtside_shop') } },
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
