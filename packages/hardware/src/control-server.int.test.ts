// The stand-ins' one control server: real HTTP on a free port, a browser's preflight answered, a
// body past the cap refused with 400 (never a crash), JSON read loosely, and a taken port refused.
import { afterEach, describe, expect, it } from 'vitest';
import { readJsonBody, sendJson, startControlServer, type ControlServer } from './control-server.ts';

describe('startControlServer', () => {
  const open: ControlServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  const echo = () =>
    startControlServer(async (request, response) => sendJson(response, 200, { got: await readJsonBody(request) }), { host: '127.0.0.1', port: 0 }).then((s) => (open.push(s), s));

  it('answers the handler, a preflight, loose JSON and an oversized body', async () => {
    const server = await echo();
    const url = `http://127.0.0.1:${server.port}/x`;
    expect(await (await fetch(url, { method: 'PUT', body: '{"a":1}' })).json()).toEqual({ got: { a: 1 } });
    expect(await (await fetch(url, { method: 'PUT', body: 'not json' })).json()).toEqual({ got: {} });
    const preflight = await fetch(url, { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
    const big = await fetch(url, { method: 'PUT', body: JSON.stringify({ a: 'x'.repeat(5000) }) });
    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses a port that is taken', async () => {
    const first = await echo();
    await expect(startControlServer(async () => undefined, { host: '127.0.0.1', port: first.port })).rejects.toThrow(/EADDRINUSE/);
  });
});
