// The scale stack's PostgreSQL cluster (stack.mjs): the newest server binaries on the machine, a
// cluster under DATA_DIR/scale/pg (as the postgres user when run as root) with the two databases.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

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

export const isRoot = () => process.getuid?.() === 0;

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

export async function startPostgres(dataDir, port, log) {
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
