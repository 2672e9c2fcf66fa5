// The Node host over a real terminal and real sockets: each browser tab (screen key) has its own
// session, every event socket first receives the current printer, sync and session state, and a
// deep link served as the app shell loads its assets from the root.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestTerminal, readyTerminal } from '../services/testing/test-terminal.ts';
import type { TestTerminal } from '../services/testing/test-terminal.ts';
import type { TerminalEvent } from '../shared/ipc.ts';
import { startHost } from './host-server.ts';
import type { RunningHost } from './host-server.ts';

const TAB_A = 'tabAAAAAAAAAAAAAAAAAAA';
const TAB_B = 'tabBBBBBBBBBBBBBBBBBBB';

function firstEvents(url: string, screen: string, count: number): Promise<TerminalEvent[]> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/events?screen=${screen}`);
    const seen: TerminalEvent[] = [];
    ws.on('message', (data) => {
      seen.push(JSON.parse(String(data)) as TerminalEvent);
      if (seen.length === count) {
        ws.close();
        resolve(seen.slice(0, count));
      }
    });
    ws.on('error', reject);
  });
}

describe('the terminal host', () => {
  let t: TestTerminal;
  let host: RunningHost;
  const call = (channel: string, body: unknown, screen?: string) =>
    fetch(`${host.url}/api/ipc/${channel}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-courtside-terminal': '1', ...(screen ? { 'x-courtside-screen': screen } : {}) }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>);

  beforeEach(async () => {
    t = await createTestTerminal();
    await readyTerminal(t);
    const rendererDir = join(t.dir, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><script type="module" src="./assets/index-1.js"></script><link rel="stylesheet" href="./assets/index-1.css">');
    host = await startHost({ terminal: t, rendererDir, testHooks: false, host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    await host.close();
    await t.destroy();
  });

  it('signs each tab in on its own', async () => {
    expect(await call('auth.current', {}, TAB_A)).toEqual({ ok: true, value: null });
    expect(await call('orders.list', { date: null, staffId: null }, TAB_A)).toMatchObject({ ok: false, error: { code: 'AUTH_REQUIRED' } });
    expect(await call('auth.login', { name: '최계산', pin: '2468' }, TAB_A)).toMatchObject({ ok: true, value: { name: '최계산', locked: false } });
    expect(await call('orders.list', { date: null, staffId: null }, TAB_A)).toEqual({ ok: true, value: [] });
    // A second browser on the same host opens signed out.
    expect(await call('auth.current', {}, TAB_B)).toEqual({ ok: true, value: null });
    expect(await call('orders.list', { date: null, staffId: null }, TAB_B)).toMatchObject({ ok: false, error: { code: 'AUTH_REQUIRED' } });
    expect(await call('auth.lock', {}, TAB_A)).toEqual({ ok: true, value: null });
    expect(await call('orders.list', { date: null, staffId: null }, TAB_A)).toMatchObject({ ok: false, error: { code: 'AUTH_LOCKED' } });
  });

  it('sends printer, sync, the screen’s own session and the customer display first on every connection', async () => {
    await call('auth.login', { name: '최계산', pin: '2468' }, TAB_A);
    const a = await firstEvents(host.url, TAB_A, 4);
    expect(a.map((e) => e.type)).toEqual(['printer', 'sync', 'session', 'customer-display']);
    expect(a[2]).toMatchObject({ type: 'session', session: { name: '최계산' } });
    const b = await firstEvents(host.url, TAB_B, 4);
    expect(b[2]).toEqual({ type: 'session', session: null });
    expect(b[3]?.type).toBe('customer-display');
  });

  it('serves a deep link the app shell with assets linked from the root', async () => {
    const page = await (await fetch(`${host.url}/orders/0190abcd`)).text();
    expect(page).toContain('src="/assets/index-1.js"');
    expect(page).toContain('href="/assets/index-1.css"');
  });
});
