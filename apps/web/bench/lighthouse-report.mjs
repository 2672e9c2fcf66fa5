// Reading what the Lighthouse bench (lighthouse.mjs) measured: how much of a chunk is Next's own
// compiled code, the LCP element, and one run's simulated LCP beside the scripts that decided it.
import { gzipSync } from 'node:zlib';

const kb = (bytes) => bytes / 1024;
const fmt = (n) => (Math.round(n * 10) / 10).toFixed(1);

/**
 * The share of a Turbopack chunk's gzip size taken by CommonJS module factories (`(e,t,r)=>…`: Next's
 * and React's compiled code); 0 when the chunk is not a Turbopack module list.
 */
export function nextModuleShare(source) {
  const saved = globalThis.TURBOPACK;
  try {
    globalThis.TURBOPACK = [];
    new Function(source)();
    const entries = globalThis.TURBOPACK.flat().filter((x) => typeof x === 'function').map((f) => f.toString());
    const next = entries.filter((f) => /^\(\w+,\w+,\w+\)=>/.test(f)).join('\n');
    const own = entries.filter((f) => !/^\(\w+,\w+,\w+\)=>/.test(f)).join('\n');
    if (!next) return 0;
    const n = gzipSync(next).length;
    return n / (n + (own ? gzipSync(own).length : 0));
  } catch {
    return 0;
  } finally {
    globalThis.TURBOPACK = saved;
  }
}

/** The largest contentful paint's element as Lighthouse saw it (its HTML snippet), or '-'. */
export function lcpElement(lhr) {
  const table = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []).find((item) => item.type === 'table') ?? lhr.audits['largest-contentful-paint-element']?.details;
  const node = table?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''}${node.nodeLabel ? ` (${node.nodeLabel})` : ''}` : '-';
}

/**
 * One run's simulated LCP beside what decided it. Lighthouse's simulation (lantern) keeps every
 * request that ended before the LCP it observed unthrottled, and keeps a script unless it can find the
 * script's evaluation in a task of 10 ms or more that started after that LCP; the framework chunks
 * evaluate in shorter tasks, so each first-load script whose download ended before the observed paint
 * is counted (~130 KB ≈ 0.7 s at the simulated 1.6 Mbps). Printed: simulated LCP, observed LCP (ms from
 * navigation) and the scripts (gzip KB as sent) that had arrived by then.
 */
export function lcpRace(lhr) {
  const simulated = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000;
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const network = lhr.audits['network-requests']?.details;
  if (!observed?.observedLargestContentfulPaintTs || !network?.debugData?.networkStartTimeTs) return `${fmt(simulated)} s`;
  const lcpMs = (observed.observedLargestContentfulPaintTs - observed.observedNavigationStartTs) / 1000;
  const offsetMs = (network.debugData.networkStartTimeTs - observed.observedNavigationStartTs) / 1000;
  const before = (network.items ?? []).filter((r) => r.resourceType === 'Script' && r.finished && r.networkEndTime + offsetMs <= lcpMs);
  const bytes = before.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  return `${fmt(simulated)} s (관찰 ${Math.round(lcpMs)} ms, 그 전에 받은 스크립트 ${before.length}개 ${fmt(kb(bytes))} KB)`;
}
