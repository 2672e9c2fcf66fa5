// Issue 30: `pnpm start` builds the storefront while the platform stand-in and the terminal host
// create the repository's data folder and their SQLite databases. This builds the storefront for
// real (scripts/build.mjs, as `pnpm start` does) and, a few seconds in, creates the data folder with
// a SQLite database in WAL mode that keeps being written (and a nested folder, like data/pos/) while
// the build runs. The build must pass, and no build trace may name a file under the data folder
// (a deploy that ships traced files would carry live databases), and the build must write nothing into
// the data folder the server will run with (DATA_DIR). Run by `pnpm test` through
// vitest.build.config.ts; its build is the one the journeys then use.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '@courtside/db';
import { sql } from 'kysely';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoData = resolve(webRoot, '../../data');
// A data folder someone already has (an earlier `pnpm start`) is left alone: the race then plays in a
// new folder under it, which the tracer would meet the same way.
const ownFolder = existsSync(repoData) ? join(repoData, `build-race-${process.pid}`) : repoData;
const createdByTest = ownFolder;
// The data folder the built server would run with: the build itself must write nothing there (a page
// prerendered at build time that opens the own server's database would create web.sqlite).
const runtimeData = mkdtempSync(join(tmpdir(), 'courtside-build-data-'));

afterAll(() => {
  rmSync(createdByTest, { recursive: true, force: true });
  rmSync(runtimeData, { recursive: true, force: true });
});

function nftFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...nftFiles(path));
    else if (entry.name.endsWith('.nft.json')) out.push(path);
  }
  return out;
}

test('a first build (no .next) passes while the data folder and a WAL database appear under it, and no trace names them', async () => {
  // A first start: no earlier build and no Turbopack cache to reuse.
  rmSync(join(webRoot, '.next'), { recursive: true, force: true });
  const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: webRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: runtimeData } });
  let output = '';
  build.stdout.on('data', (c: Buffer) => (output += c.toString()));
  build.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((r) => build.on('exit', (code) => r(code)));

  // A few seconds in: Turbopack has listed the repository root and is compiling.
  await new Promise((r) => setTimeout(r, 4000));
  expect(build.exitCode, output).toBeNull();
  mkdirSync(join(ownFolder, 'pos'), { recursive: true });
  const opened = openDatabase<{ t: { n: number } }>(`sqlite:${join(ownFolder, 'shop-api.sqlite')}`);
  const nested = openDatabase<{ t: { n: number } }>(`sqlite:${join(ownFolder, 'pos', 'terminal.sqlite')}`);
  for (const { db } of [opened, nested]) await sql`create table if not exists t (n integer)`.execute(db);
  expect(existsSync(join(ownFolder, 'shop-api.sqlite-wal'))).toBe(true);
  let n = 0;
  const writer = setInterval(() => {
    n += 1;
    void sql`insert into t (n) values (${n})`.execute(opened.db).catch(() => undefined);
    void sql`insert into t (n) values (${n})`.execute(nested.db).catch(() => undefined);
  }, 50);
  const code = await exited;
  clearInterval(writer);
  await opened.close();
  await nested.close();
  expect(code, output.slice(-4000)).toBe(0);
  expect(n).toBeGreaterThan(20);

  const traces = nftFiles(join(webRoot, '.next'));
  expect(traces.length).toBeGreaterThan(10);
  const underData: string[] = [];
  for (const trace of traces) {
    const { files } = JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] };
    for (const file of files) {
      const abs = resolve(dirname(trace), file);
      const rel = relative(repoData, abs);
      if (!rel.startsWith('..') && !rel.startsWith(sep)) underData.push(`${relative(webRoot, trace)} → ${file}`);
    }
  }
  expect(underData).toEqual([]);
  // Nothing of the running shop is made while building: no database, no uploads folder.
  expect(readdirSync(runtimeData)).toEqual([]);
}, 15 * 60_000);
