// nginx in front of the scale stack's instances (stack.mjs): its configuration (round robin, request
// logs as JSON lines, instances marked down) and the process, reloaded when the upstreams change.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot } from './postgres.mjs';
import { child, stopGroup } from './processes.mjs';

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
