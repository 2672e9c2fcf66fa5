// A closed-loop HTTP load generator for the page benches (issue 33): `clients` connections (keep-alive),
// each sending the next request as soon as the last answer's body has arrived, for `seconds`, as a
// browser asks for a page (Accept text/html, gzip). Runs in the bench's own process, on the same
// cores as the server: figures are only comparable within one run (hence the same-run floor).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** The server process's CPU time per request (ms; user + system), when its pid was given. */
  cpuPerRequest: number | null;
}

/**
 * CPU time (ms) a process has used so far, from /proc (Linux; null elsewhere). Per request it holds
 * under load where throughput swings: a page from the cache costs about what the floor route costs.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

function once(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `clients` concurrent loops on `url` for `seconds`: throughput, latency percentiles (ms), errors (non-2xx or failed). */
export async function loadUrl(url: string, clients: number, seconds: number, serverPid?: number): Promise<LoadResult> {
  const target = new URL(url);
  const cpuBefore = serverPid === undefined ? null : processCpuMs(serverPid);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const status = await once(agent, target);
        if (status < 200 || status >= 300) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = serverPid === undefined ? null : processCpuMs(serverPid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && latencies.length > 0 ? (cpuAfter - cpuBefore) / latencies.length : null;
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), cpuPerRequest };
}

export const loadAverage = (): string => loadavg().map((n) => n.toFixed(2)).join(' ');

export interface PageFigure {
  name: string;
  path: string;
  page: LoadResult;
  floor: LoadResult;
  load: string;
}

/** The bench's table line: the page beside the same server's floor, measured just before it, and the ratios against the goals. */
export function figureLine(f: PageFigure): string {
  const rps = f.page.perSecond / f.floor.perSecond;
  const p95 = f.page.p95 / f.floor.p95;
  const cell = (r: LoadResult) => `${r.perSecond.toFixed(0).padStart(5)}/s p50 ${r.p50.toFixed(1).padStart(6)} ms p95 ${r.p95.toFixed(1).padStart(6)} ms`;
  const cpu =
    f.page.cpuPerRequest !== null && f.floor.cpuPerRequest !== null
      ? ` | server CPU/req ${f.page.cpuPerRequest.toFixed(2)} ms, floor ${f.floor.cpuPerRequest.toFixed(2)} ms ×${(f.page.cpuPerRequest / f.floor.cpuPerRequest).toFixed(2)}`
      : '';
  return `${f.name.padEnd(9)} ${f.path.padEnd(19)} ${cell(f.page)} | floor ${cell(f.floor)} | rps ×${rps.toFixed(2)} (≥0.5 ${rps >= 0.5 ? 'ok' : 'MISS'}) p95 ×${p95.toFixed(2)} (≤3 ${p95 <= 3 ? 'ok' : 'MISS'})${cpu} | errors ${f.page.errors + f.floor.errors} | load ${f.load}`;
}
