// The one request-log and route-histogram shape both servers answer with.
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createRequestMetrics, isLoopback, requestIdOf } from './request-metrics.mjs';

function collector(): { lines: Array<Record<string, unknown>>; destination: Writable } {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

it('keeps a caller\'s plain request id and replaces anything else with a new one', () => {
  expect(requestIdOf('nginx-req-1')).toBe('nginx-req-1');
  expect(requestIdOf('bad id with spaces')).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/);
  expect(requestIdOf('x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/);
});

it('knows loopback peers', () => {
  expect(['127.0.0.1', '127.0.0.9', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
  expect(['10.0.0.1', '::ffff:10.0.0.1', '', undefined].map(isLoopback)).toEqual([false, false, false, false]);
});

it('writes one JSON line per request and counts it under its route', async () => {
  const { lines, destination } = collector();
  let instance = 'a:1';
  const m = createRequestMetrics({ service: 'test', instance: () => instance, destination });
  m.record({ requestId: 'r1', method: 'GET', route: '/products/:productNo', status: 200, ms: 12.345 });
  instance = 'a:2';
  m.record({ requestId: 'r2', method: 'POST', route: '/cart', status: 400, ms: 0.04 });
  m.flush();
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ level: 30, service: 'test', requestId: 'r1', method: 'GET', route: '/products/:productNo', status: 200, durationMs: 12.3, instance: 'a:1', msg: 'request' });
  expect(lines[1]).toMatchObject({ requestId: 'r2', status: 400, durationMs: 0, instance: 'a:2' });
  expect(typeof lines[0]?.time).toBe('string');
  const text = await m.registry.metrics();
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/products\/:productNo",status="200"\} 1/);
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.025",method="GET",route="\/products\/:productNo",status="200"\} 1/);
  expect(text).toContain('db_pool_connections{state="total"} 0');
  expect(text).toContain('process_cpu_seconds_total');
});

it('takes its own buckets and help text, and stays quiet below its level', async () => {
  const { lines, destination } = collector();
  const m = createRequestMetrics({ service: 'test', instance: 'x', level: 'warn', destination, buckets: [1, 10], routeHelp: '도움말' });
  m.record({ requestId: 'r', method: 'GET', route: '/', status: 200, ms: 3000 });
  m.flush();
  expect(lines).toEqual([]);
  const text = await m.registry.metrics();
  expect(text).toContain('# HELP http_request_duration_seconds 도움말');
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="10",method="GET",route="\/",status="200"\} 1/);
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="1",method="GET",route="\/",status="200"\} 0/);
});
