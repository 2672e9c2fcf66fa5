// The terminal host answers only to its own names (DNS rebinding) on HTTP and WebSocket, and bounds
// request bodies before buffering them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createTestTerminal, type TestTerminal } from '../services/testing/test-terminal.ts';
import { API_HEADER, startHost, type RunningHost } from './host-server.ts';

interface Reply {
  status: number;
  body: string;
}

function send(host: RunningHost, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  const url = new URL(path, host.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body === undefined ? 'GET' : 'POST', headers, setHost: !('host' in headers) }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function upgrade(host: RunningHost, headers: Record<string, string>): Promise<'open' | number | 'closed'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve('closed'));
  });
}

describe('terminal host: Host allow-list and body limit', () => {
  let terminal: TestTerminal;
  let host: RunningHost;
  let port: number;
  beforeAll(async () => {
    terminal = await createTestTerminal();
    host = await startHost({ terminal, rendererDir: mkdtempSync(join(tmpdir(), 'pos-renderer-')), testHooks: false, host: '127.0.0.1', port: 0 });
    port = Number(new URL(host.url).port);
  });
  afterAll(async () => {
    await host.close();
    await terminal.destroy();
  });

  const ipc = (hostHeader: string, extra: Record<string, string> = {}) => send(host, '/api/ipc/auth.current', { host: hostHeader, [API_HEADER]: '1', 'content-type': 'application/json', ...extra }, '{}');

  it('answers its own loopback names', async () => {
    for (const name of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const reply = await ipc(name, { origin: `http://${name}` });
      expect(reply.status, name).toBe(200);
      expect(JSON.parse(reply.body).ok).toBe(true);
    }
  });

  it('refuses a rebound name even when Origin matches it, on the API and on the pages', async () => {
    const evil = `rebind.evil.example:${port}`;
    const reply = await ipc(evil, { origin: `http://${evil}` });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body).error.code).toBe('HOST_REJECTED');
    expect((await send(host, '/', { host: evil })).status).toBe(403);
    expect((await send(host, '/health', { host: `127.0.0.1:${port + 1}` })).status).toBe(403);
    // An Origin from another site is refused on the host's own name too.
    expect((await ipc(`127.0.0.1:${port}`, { origin: 'http://evil.example' })).status).toBe(403);
  });

  it('upgrades the event socket only for its own names', async () => {
    expect(await upgrade(host, { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })).toBe('open');
    expect(await upgrade(host, { host: `rebind.evil.example:${port}`, origin: `http://rebind.evil.example:${port}` })).toBe(403);
  });

  it('answers 413 with a code for a body over 2 MB before keeping it', async () => {
    const big = await send(host, '/api/ipc/auth.current', { host: `127.0.0.1:${port}`, [API_HEADER]: '1', 'content-type': 'application/json' }, JSON.stringify({ pad: 'a'.repeat(3 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body).error.code).toBe('BODY_TOO_LARGE');
  });
});
