// Electron's security checklist, checked on the objects main and preload really use.
import { describe, expect, it, vi } from 'vitest';
import { terminalWindowOptions } from './window-options.ts';
import { isTrustedSender } from './trusted-sender.ts';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { createBridge } from '../preload/bridge.ts';
import { EVENT_CHANNEL, IPC_CHANNELS } from '../shared/ipc-channels.ts';
import { ipcMap } from '../shared/ipc.ts';

describe('the terminal window', () => {
  const prefs = terminalWindowOptions('/app/out/preload/index.cjs').webPreferences ?? {};

  it('isolates the page from Node: context isolation and sandbox on, Node integration off everywhere', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and the dangerous extras off', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs.navigateOnDragDrop).toBe(false);
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });
});

describe('IPC senders', () => {
  const pages = { rendererFile: '/app/out/renderer/index.html', devServerUrl: null };

  it('accepts only the built renderer page', () => {
    expect(isTrustedSender('file:///app/out/renderer/index.html', pages)).toBe(true);
    expect(isTrustedSender('file:///app/out/renderer/index.html#/sale', pages)).toBe(true);
    expect(isTrustedSender('file:///etc/passwd', pages)).toBe(false);
    expect(isTrustedSender('https://evil.example/', pages)).toBe(false);
    expect(isTrustedSender(undefined, pages)).toBe(false);
    expect(isTrustedSender('not a url', pages)).toBe(false);
  });

  it('accepts the dev server only in development, and only its origin', () => {
    const dev = { ...pages, devServerUrl: 'http://localhost:5173' };
    expect(isTrustedSender('http://localhost:5173/sale', dev)).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', pages)).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows only the terminal itself to run scripts, with no inline code, plugins or framing', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('the preload bridge', () => {
  const ipc = { invoke: vi.fn(async () => ({ ok: true, value: null })), on: vi.fn(), removeListener: vi.fn() };
  const bridge = createBridge(ipc);

  it('exposes exactly invoke and onEvent, frozen', () => {
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'onEvent']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards only channels of the IPC map, and the map covers every channel', async () => {
    expect(Object.keys(ipcMap).sort()).toEqual([...IPC_CHANNELS].sort());
    await bridge.invoke('auth.current', {});
    expect(ipc.invoke).toHaveBeenCalledWith('auth.current', {});
    ipc.invoke.mockClear();
    const refused = await (bridge.invoke as (channel: string, args: unknown) => Promise<unknown>)('fs.readFile', { path: '/etc/passwd' });
    expect(ipc.invoke).not.toHaveBeenCalled();
    expect(refused).toEqual({ ok: false, error: { code: 'IPC_UNKNOWN_CHANNEL', message: '알 수 없는 요청입니다.' } });
  });

  it('hands listeners the event only, never the Electron event object, and unsubscribes', () => {
    const seen: unknown[] = [];
    const stop = bridge.onEvent((event) => seen.push(event));
    const [channel, handler] = ipc.on.mock.calls[0] as unknown as [string, (e: unknown, p: unknown) => void];
    expect(channel).toBe(EVENT_CHANNEL);
    handler({ sender: 'ipcRenderer internals' }, { type: 'scan', code: '8801234567893', source: 'hid' });
    expect(seen).toEqual([{ type: 'scan', code: '8801234567893', source: 'hid' }]);
    stop();
    expect(ipc.removeListener).toHaveBeenCalledWith(EVENT_CHANNEL, handler);
  });

  it('is what the preload exposes, under one name', async () => {
    vi.resetModules();
    const exposeInMainWorld = vi.fn();
    vi.doMock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer: ipc }));
    await import('../preload/index.ts');
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = exposeInMainWorld.mock.calls[0] as [string, object];
    expect(name).toBe('courtside');
    expect(Object.keys(api).sort()).toEqual(['invoke', 'onEvent']);
    vi.doUnmock('electron');
  });
});
