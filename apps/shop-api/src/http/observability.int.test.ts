// Request logs and /metrics on the running stand-in (issue 30).
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestShopApi, type TestShopApi } from '../testing/test-server.ts';
import { createObservability } from './observability.ts';

let api: TestShopApi;
beforeAll(async () => {
  api = await startTestShopApi('observability');
});
afterAll(async () => {
  await api.close();
});

it('logs one JSON line per request with the route pattern, status, duration, instance and the caller\'s request id', async () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const o = createObservability({ instance: () => 'test:1', destination });
  const app = new Hono();
  app.use('*', o.middleware);
  app.get('/products/:productNo', (c) => c.json({ ok: true }));
  const res = await app.request('/products/123', { headers: { 'x-request-id': 'req-abc' } });
  expect(res.headers.get('x-request-id')).toBe('req-abc');
  const forged = await app.request('/products/9', { headers: { 'x-request-id': 'bad id with spaces' } });
  expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(entries[0]).toMatchObject({ requestId: 'req-abc', method: 'GET', route: '/products/:productNo', status: 200, instance: 'test:1', service: 'shop-api' });
  expect(typeof entries[0]?.durationMs).toBe('number');
  expect(entries).toHaveLength(2);
});

it('serves request durations by route at /metrics to loopback only, never through a proxy', async () => {
  expect((await api.call('/products/search?pageSize=1')).status).toBe(200);
  const res = await fetch(`${api.url}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/products\/search",status="200"\} [1-9]/);
  expect(text).toContain('db_pool_connections');
  expect(text).toContain('process_cpu_seconds_total');
  const proxied = await fetch(`${api.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.1' } });
  expect(proxied.status).toBe(403);
});

it('answers its root with what it is, in Korean, without the platform headers', async () => {
  const res = await fetch(`${api.url}/`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ service: expect.stringContaining('커머스 플랫폼'), health: '/health' });
});
