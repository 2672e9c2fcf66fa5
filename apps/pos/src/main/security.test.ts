// Electron's security checklist, checked on the objects main and preload really use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { lockDownContents, lockDownSession } from './lock-down.ts';
import { RENDERER_ENTRY, devServerUrlFor, rendererFileFor } from './renderer-protocol.ts';
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

  it('has DevTools off when packaged (the default), on only in development', () => {
    expect(prefs.devTools).toBe(false);
    expect(terminalWindowOptions('/p', { packaged: false }).webPreferences?.devTools).toBe(true);
  });
});

describe('packaging: Electron fuses (electron-builder.yml)', () => {
  const config = parse(readFileSync(fileURLToPath(new URL('../../../../electron-builder.yml', import.meta.url)), 'utf8')) as { electronFuses?: Record<string, boolean> };

  it('turns off running as Node, NODE_OPTIONS, --inspect and file:// privileges, and loads only the checked asar', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      grantFileProtocolExtraPrivileges: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
  });
});

describe('the screens protocol (app://terminal, not file://)', () => {
  const dir = '/app/out/renderer';

  it('maps files under the renderer folder, and routes to the app shell', () => {
    expect(RENDERER_ENTRY).toBe('app://terminal/index.html');
    expect(rendererFileFor('app://terminal/assets/index-abc.js', dir)).toBe(join(dir, 'assets/index-abc.js'));
    expect(rendererFileFor('app://terminal/sale', dir)).toBe(join(dir, 'index.html'));
    expect(rendererFileFor('app://terminal/', dir)).toBe(join(dir, 'index.html'));
  });

  it('never serves a file outside the renderer folder or for another host or scheme', () => {
    expect(rendererFileFor('app://terminal/../../etc/passwd', dir)).not.toMatch(/etc\/passwd$/);
    expect(rendererFileFor('app://terminal/%2e%2e/%2e%2e/etc/passwd.txt', dir)).toBe(join(dir, 'etc/passwd.txt'));
    expect(rendererFileFor('app://terminal/..%2f..%2fetc%2fpasswd.txt', dir)).toBeNull();
    expect(rendererFileFor('app://terminal/a%00.js', dir)).toBeNull();
    expect(rendererFileFor('app://other/index.html', dir)).toBeNull();
    expect(rendererFileFor('file:///app/out/renderer/index.html', dir)).toBeNull();
    expect(rendererFileFor('not a url', dir)).toBeNull();
  });

  it('ignores the dev server URL in a packaged terminal', () => {
    expect(devServerUrlFor('http://localhost:5173', true)).toBeNull();
    expect(devServerUrlFor('http://localhost:5173', false)).toBe('http://localhost:5173');
  });
});

describe('sessions and web contents', () => {
  it('deny every permission request, permission check and device', () => {
    const handlers: Record<string, (...args: unknown[]) => unknown> = {};
    lockDownSession({
      setPermissionRequestHandler: (h: unknown) => void (handlers.request = h as never),
      setPermissionCheckHandler: (h: unknown) => void (handlers.check = h as never),
      setDevicePermissionHandler: (h: unknown) => void (handlers.device = h as never),
    } as never);
    const callback = vi.fn();
    handlers.request?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(handlers.check?.({}, 'hid', 'app://terminal', {})).toBe(false);
    expect(handlers.device?.({ deviceType: 'usb' })).toBe(false);
  });

  it('block navigation, webviews and new windows, and close DevTools when packaged', () => {
    const on = new Map<string, (event: { preventDefault(): void }) => void>();
    const contents = { on: (name: string, h: never) => on.set(name, h), setWindowOpenHandler: vi.fn(), closeDevTools: vi.fn() };
    lockDownContents(contents as never, { packaged: true });
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      on.get(name)?.({ preventDefault });
      expect(preventDefault, name).toHaveBeenCalled();
    }
    expect((contents.setWindowOpenHandler.mock.calls[0]?.[0] as () => unknown)()).toEqual({ action: 'deny' });
    on.get('devtools-opened')?.({ preventDefault: vi.fn() });
    expect(contents.closeDevTools).toHaveBeenCalled();
    const dev = new Map<string, unknown>();
    lockDownContents({ on: (name: string, h: unknown) => dev.set(name, h), setWindowOpenHandler: vi.fn(), closeDevTools: vi.fn() } as never, { packaged: false });
    expect(dev.has('devtools-opened')).toBe(false);
  });
});

describe('IPC senders', () => {
  const pages = { devServerUrl: null };

  it('accepts only the built renderer on app://terminal, never a file:// page', () => {
    expect(isTrustedSender('app://terminal/index.html', pages)).toBe(true);
    expect(isTrustedSender('app://terminal/sale', pages)).toBe(true);
    expect(isTrustedSender('app://other/index.html', pages)).toBe(false);
    expect(isTrustedSender('file:///app/out/renderer/index.html', pages)).toBe(false);
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
