// The fake must fail loudly when a test misuses it, or tests built on it would pass for the wrong reason.
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from './fake-fetch.ts';

describe('createFakeFetch', () => {
  it('records the request and splits path from query', async () => {
    const fake = createFakeFetch();
    await fake.fetch('http://x.test/cart?cartNo=1,2', { method: 'DELETE', headers: { Version: '1.0' } });
    expect(fake.single()).toEqual({
      url: 'http://x.test/cart?cartNo=1,2',
      method: 'DELETE',
      path: 'http://x.test/cart',
      query: '?cartNo=1,2',
      headers: { Version: '1.0' },
      body: undefined,
    });
  });

  it('answers queued replies in order, then the default', async () => {
    const fake = createFakeFetch({ status: 404, text: 'none' });
    fake.reply({ json: { a: 1 }, headers: { 'Content-Type': 'application/json' } });
    const first = await fake.fetch('/a', { method: 'GET', headers: {} });
    const second = await fake.fetch('/b', { method: 'GET', headers: {} });
    expect([first.status, first.ok, await first.text(), first.headers.get('content-type')]).toEqual([
      200,
      true,
      '{"a":1}',
      'application/json',
    ]);
    expect([second.status, second.ok, await second.text(), second.headers.get('content-type')]).toEqual([404, false, 'none', null]);
  });

  it('refuses to pick a single request when there are none or several', async () => {
    const fake = createFakeFetch();
    expect(() => fake.single()).toThrow('expected one request, saw 0');
    await fake.fetch('/a', { method: 'GET', headers: {} });
    await fake.fetch('/b', { method: 'GET', headers: {} });
    expect(() => fake.single()).toThrow('expected one request, saw 2');
  });

  it('refuses to parse a body that is not JSON text', async () => {
    const fake = createFakeFetch();
    await fake.fetch('/a', { method: 'PUT', headers: {}, body: new Uint8Array([1]) });
    expect(() => fake.jsonBody(fake.single())).toThrow('request has no JSON body');
  });
});
