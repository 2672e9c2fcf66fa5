import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createObservability, requestContext, routeOf } from './observability.mjs';

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

it('names routes without ids, keys or numbers', () => {
  expect(routeOf('/products/100301/x')).toBe('/products/:n/x');
  expect(routeOf('/api/upload/review/20250101/3f9a.png')).toBe('/api/upload/*');
  expect(routeOf('/api/pos/sales/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toBe('/api/pos/sales/:id');
  expect(routeOf('/_next/static/chunks/a.js')).toBe('/_next/static/*');
  expect(routeOf('/')).toBe('/');
});

it('logs each request as one JSON line with its id, answers the id, and serves /metrics to loopback without a proxy only', async () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _e, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const o = createObservability({ instance: 'web-test', destination });
  let seenId: string | undefined;
  const server = createServer((req, res) =>
    o.track(req, res, () => {
      if (req.url === '/metrics') return void o.metrics(req, res);
      seenId = requestContext.getStore()?.requestId;
      res.writeHead(201).end('ok');
    }),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await fetch(`${base}/products/7`, { headers: { 'x-request-id': 'nginx-req-1' } });
  await res.text();
  expect(res.headers.get('x-request-id')).toBe('nginx-req-1');
  expect(seenId).toBe('nginx-req-1');
  await new Promise((r) => setTimeout(r, 50));
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ requestId: 'nginx-req-1', method: 'GET', route: '/products/:n', status: 201, instance: 'web-test', service: 'web' });
  const metrics = await fetch(`${base}/metrics`);
  expect(metrics.status).toBe(200);
  expect(await metrics.text()).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/products\/:n",status="201"\} 1/);
  expect((await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } })).status).toBe(403);
});
