// A throwaway PostgreSQL server for `pnpm bench` when no BENCH_DATABASE_URL / TEST_DATABASE_URL is
// given: initdb + pg_ctl in a temp directory on a free port, as .ci/run does (as root, through
// `su postgres`, since PostgreSQL refuses to run as root), stopped and deleted after.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  /** PostgreSQL's version line, for the report. */
  version: string;
  stop(): void;
}

/** The newest installed server's bin directory (Debian's layout), or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Starts a server, or returns null (with the reason) when PostgreSQL is not installed. */
export async function startThrowawayPostgres(port?: number): Promise<ThrowawayPostgres | { missing: string }> {
  const bin = postgresBin();
  if (!bin) return { missing: 'PostgreSQL 서버(/usr/lib/postgresql/*/bin/pg_ctl)가 설치되어 있지 않습니다' };
  const dir = mkdtempSync(join(tmpdir(), 'courtside-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (args: string[]) => {
    const command = args.map(quote).join(' ');
    return asRoot ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' }) : execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  };
  const chosen = port ?? (await freePort());
  const data = join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']);
    } catch {
      /* not running */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // An interrupted bench must not leave a server behind.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  try {
    run([join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
    // fsync off: a throwaway server whose durability is not being measured (as .ci/run's).
    const options = `-p ${chosen} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=256MB`;
    run([join(bin, 'pg_ctl'), '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    const version = run([join(bin, 'postgres'), '--version']).toString().trim();
    return { url: `postgres://postgres@127.0.0.1:${chosen}/postgres`, version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
