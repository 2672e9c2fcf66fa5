// The bench's server process and its client: the platform started as its own process on the bench
// port (src/main.ts), the catalogue loaded by another (load-catalogue.ts), and the one kept-alive
// connection the timed requests go over.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { LoadedCatalogue } from './load-catalogue.ts';

export const PORT = Number(process.env.BENCH_PORT ?? 4400 + Math.floor(Math.random() * 500));
const SYSTEM_KEY = 'courtside-bench-system-key';
const base = `http://127.0.0.1:${PORT}`;
export const headers = { clientId: 'courtside-local', platform: 'PC', Version: '1.0' };

/**
 * The keyword and autocomplete timings use Node's own HTTP client over one kept-alive connection:
 * `fetch` (undici) adds about 0.25 ms of its own per call here, which is not the server's time.
 * The bench prints the bare round trip (GET /health) beside them.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function requestJson(method: 'GET' | 'POST', path: string, extraHeaders: Record<string, string> = {}, body?: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolveRequest, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, headers: { ...headers, ...extraHeaders }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolveRequest({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const getJson = (path: string) => requestJson('GET', path);

export async function timedGet(path: string): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const { status, body } = await getJson(path);
  const ms = performance.now() - start;
  if (status !== 200) throw new Error(`HTTP ${status} ${path}`);
  return { ms, body };
}

export async function waitForServer(child: ChildProcess) {
  // Up to three minutes: a server finishing an index upgrade at start takes a while at 100,000 products.
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, SHOP_API_PORT: String(PORT), DATABASE_URL: databaseUrl, SHOP_API_SEED: 'false', SHOP_SYSTEM_KEY: SYSTEM_KEY },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(child);
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Migrated, demo-seeded and filled with `products` bulk products (indexed as they load), by a process
 * of its own (bench/load-catalogue.ts): this one, which times the requests, never holds the catalogue.
 */
export function loadCatalogue(url: string, label: string, products: number, ftsPath: string): Promise<LoadedCatalogue> {
  const loader = fileURLToPath(new URL('./load-catalogue.ts', import.meta.url));
  return new Promise((resolveLoad, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', loader, url, label, String(products), ftsPath], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = out.trimEnd().split('\n');
      const last = lines.pop() ?? '';
      for (const line of lines) console.log(line);
      if (code !== 0) reject(new Error(`catalogue loader exited with ${code}`));
      else resolveLoad(JSON.parse(last) as LoadedCatalogue);
    });
  });
}

/**
 * Sets an option's stock to 0 or back, through the server API, so sellability really flips — over
 * the same client and connection as the timed searches, so no second client's work lands in them.
 */
export async function changeStock(optionNo: number, delta: number, seq: number): Promise<void> {
  const { status } = await requestJson('POST', '/server/stock-adjustments', { systemKey: SYSTEM_KEY, 'content-type': 'application/json' },
    { optionNo, delta, idempotencyKey: `bench-${Date.now()}-${seq}`, allowNegative: true });
  if (status >= 300) throw new Error(`stock HTTP ${status}`);
}
