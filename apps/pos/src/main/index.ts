// Electron's main process: the only code that imports electron. It runs the same terminal services
// as the Node host, answers the renderer through ipcMain (sender and payload checked), and locks the
// window down: sandbox, context isolation, a strict CSP, no navigation, no new windows, no webviews,
// no permissions, screens from app://terminal (never file://), the dev server and DevTools only when
// not packaged. Fuses are flipped at packaging (electron-builder.yml).
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, protocol, screen, session } from 'electron';
import { loadPosConfig } from '../config.ts';
import { createTerminal } from '../services/terminal-services.ts';
import type { Terminal } from '../services/terminal-services.ts';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { STATIC_CONTENT_TYPES } from '../shared/static-types.ts';
import { EVENT_CHANNEL, IPC_CHANNELS } from '../shared/ipc-channels.ts';
import { lockDownContents, lockDownSession } from './lock-down.ts';
import { RENDERER_ENTRY, RENDERER_SCHEME, devServerUrlFor, rendererFileFor } from './renderer-protocol.ts';
import { isTrustedSender } from './trusted-sender.ts';
import { terminalWindowOptions } from './window-options.ts';
import { customerDisplayArea, customerDisplayUrl, customerDisplayWindowOptions } from './customer-display-window.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererDir = join(here, '../renderer');
const preloadFile = join(here, '../preload/index.cjs');

// Before ready: app:// behaves like an https origin ('self' in the CSP, fetch, no file:// powers).
protocol.registerSchemesAsPrivileged([{ scheme: RENDERER_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

let terminal: Terminal | null = null;

function lockDown(devServerUrl: string | null): void {
  lockDownSession(session.defaultSession);
  session.defaultSession.protocol.handle(RENDERER_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rendererDir);
    if (!file) return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(file), { headers: { 'content-type': STATIC_CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' } });
    } catch {
      return new Response('not found', { status: 404 });
    }
  });
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [devServerUrl ? contentSecurityPolicy([devServerUrl, devServerUrl.replace(/^http/, 'ws')], { devServer: true }) : contentSecurityPolicy()] } });
  });
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, { packaged: app.isPackaged }));
}

async function start(): Promise<void> {
  const loaded = loadPosConfig(undefined, { dataDir: app.getPath('userData') });
  // ELECTRON_RENDERER_URL is electron-vite's development server: a packaged terminal ignores it.
  const config = { ...loaded, rendererDevUrl: devServerUrlFor(loaded.rendererDevUrl, app.isPackaged) };
  lockDown(config.rendererDevUrl);
  terminal = await createTerminal(config, { log: (message, error) => console.error(`[pos] ${message}`, error) });
  const pages = { devServerUrl: config.rendererDevUrl };
  for (const channel of IPC_CHANNELS) {
    ipcMain.handle(channel, async (event, args: unknown) => {
      if (!isTrustedSender(event.senderFrame?.url, pages)) return { ok: false, error: { code: 'IPC_SENDER_REJECTED', message: '허용되지 않은 화면에서 온 요청입니다.' } };
      return terminal ? terminal.dispatch(channel, args) : { ok: false, error: { code: 'INTERNAL', message: '단말기 서비스가 아직 준비되지 않았습니다.' } };
    });
  }
  const window = new BrowserWindow(terminalWindowOptions(preloadFile, { packaged: app.isPackaged }));
  follow(window);
  if (config.rendererDevUrl) await window.loadURL(config.rendererDevUrl);
  else await window.loadURL(RENDERER_ENTRY);
  // A second monitor facing the shopper gets the customer display (#28 item 8).
  const area = customerDisplayArea(screen.getAllDisplays(), screen.getPrimaryDisplay().id);
  if (area) {
    const display = new BrowserWindow(customerDisplayWindowOptions(preloadFile, area, { packaged: app.isPackaged }));
    follow(display);
    await display.loadURL(customerDisplayUrl(config.rendererDevUrl));
  }
}

/** Sends the terminal's events to `window`; every (re)load first learns the current printer, sync, session and display state. */
function follow(window: BrowserWindow): void {
  const unsubscribe = terminal?.services.events.subscribe((event) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  });
  window.on('closed', () => unsubscribe?.());
  window.webContents.on('did-finish-load', () => {
    void terminal?.snapshot().then((events) => {
      for (const event of events) if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
    });
  });
  window.once('ready-to-show', () => window.show());
}

app.enableSandbox();
app.on('window-all-closed', () => app.quit());
app.on('before-quit', () => {
  void terminal?.close();
});
void app.whenReady().then(start);
