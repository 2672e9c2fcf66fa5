// The terminal host's request log and /metrics over a real terminal and a real socket: one JSON line
// per request with the route pattern (never a caller's raw path), the request id passed through, and
// the counter's own figures (the outbox still owed to the own server) in Prometheus text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestTerminal, readyTerminal } from '../services/testing/test-terminal.ts';
import type { TestTerminal } from '../services/testing/test-terminal.ts';
import { hostRouteOf } from './host-observability.ts';
import { startHost } from './host-server.ts';
import type { RunningHost } from './host-server.ts';

interface LogLine {
  service: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  instance: string;
}

describe('the terminal host’s request log and metrics', () => {
  let t: TestTerminal;
  let host: RunningHost;
  let lines: LogLine[];

  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t);
    const rendererDir = join(t.dir, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>POS</title>');
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n')) if (text.trim() !== '') lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    host = await startHost({ terminal: t, rendererDir, testHooks: false, host: '127.0.0.1', port: 0, logLevel: 'info', logDestination: destination });
  });
  afterEach(async () => {
    await host.close();
    await t.destroy();
  });

  const ipc = (channel: string, headers: Record<string, string> = {}) =>
    fetch(`${host.url}/api/ipc/${channel}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-courtside-terminal': '1', ...headers }, body: '{}' });

  it('writes one line per request with the route pattern, status, duration, instance and the request id passed through', async () => {
    const res = await ipc('auth.current', { 'x-request-id': 'nginx-abc.123' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('nginx-abc.123');
    await (await fetch(`${host.url}/sale/held`)).text();
    // A made-up channel, a made-up request id: the route stays one pattern, the id is replaced.
    const unknown = await ipc('no.such-channel-7f3a', { 'x-request-id': 'bad id with spaces' });
    expect(unknown.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3);

    const [call, page, made] = lines;
    const port = new URL(host.url).port;
    expect(call).toMatchObject({ service: 'pos-host', requestId: 'nginx-abc.123', method: 'POST', route: '/api/ipc/auth.current', status: 200, instance: `127.0.0.1:${port}` });
    expect(call?.durationMs).toBeGreaterThanOrEqual(0);
    expect(page).toMatchObject({ method: 'GET', route: '/', status: 200 });
    expect(made?.route).toBe('/api/ipc/:unknown');
    expect(made?.requestId).toBe(unknown.headers.get('x-request-id'));
  });

  it('answers /metrics with the request durations by route and what the outbox still owes the own server', async () => {
    const before = await (await fetch(`${host.url}/metrics`)).text();
    expect(before).toMatch(/^pos_outbox_pending \d+$/m);
    const pendingBefore = Number(/^pos_outbox_pending (\d+)$/m.exec(before)?.[1]);

    // A cash sale recorded offline is owed to the own server until the sync worker sends it.
    const sale = await t.dispatch('sales.complete', {
      lines: [{ productNo: 1, optionNo: 10, name: '코트 댐프너', optionName: '', barcode: null, quantity: 1, unitPrice: 6000, discount: 0, voidReason: null }],
      saleDiscount: null,
      payments: [{ method: 'cash', amount: 6000, tendered: 10_000 }],
      heldSaleId: null,
    });
    expect(sale.ok).toBe(true);
    await ipc('auth.current');

    const res = await fetch(`${host.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(Number(/^pos_outbox_pending (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(pendingBefore);
    expect(text).toMatch(/^pos_failed_prints 0$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/ipc\/auth\.current",status="200"\} \d+$/m);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('refuses /metrics to a request that came through a proxy, with a code', async () => {
    const res = await fetch(`${host.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'METRICS_LOOPBACK_ONLY' } });
  });
});

describe('hostRouteOf', () => {
  it('keeps known channels, folds everything a caller can vary into fixed patterns', () => {
    expect(hostRouteOf('/api/ipc/sales.complete')).toBe('/api/ipc/sales.complete');
    expect(hostRouteOf('/api/ipc/x'.repeat(20))).toBe('/api/ipc/:unknown');
    expect(hostRouteOf('/assets/index-3f2a9c.js')).toBe('/assets/*');
    expect(hostRouteOf('/orders/R-20261128-0001')).toBe('/');
    expect(hostRouteOf('/favicon.ico')).toBe('/:file');
    expect(hostRouteOf('/__test/seed')).toBe('/__test/*');
    expect(hostRouteOf('/metrics')).toBe('/metrics');
  });
});
