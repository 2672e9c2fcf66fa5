// Electron's main process: the only code that imports electron. It runs the same terminal services
// as the Node host, answers the renderer through ipcMain (sender and payload checked), and locks the
// window down: sandbox, context isolation, a strict CSP, no navigation, no new windows, no webviews,
// no permissions.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { loadPosConfig } from '../config.ts';
import { createTerminal } from '../services/terminal-services.ts';
import type { Terminal } from '../services/terminal-services.ts';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { EVENT_CHANNEL, IPC_CHANNELS } from '../shared/ipc-channels.ts';
import { isTrustedSender } from './trusted-sender.ts';
import { terminalWindowOptions } from './window-options.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const rendererFile = join(here, '../renderer/index.html');
const preloadFile = join(here, '../preload/index.cjs');

let terminal: Terminal | null = null;

function lockDown(devServerUrl: string | null): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [devServerUrl ? contentSecurityPolicy([devServerUrl, devServerUrl.replace(/^http/, 'ws')], { devServer: true }) : contentSecurityPolicy()] } });
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

async function start(): Promise<void> {
  const config = loadPosConfig(undefined, { dataDir: app.getPath('userData') });
  lockDown(config.rendererDevUrl);
  terminal = await createTerminal(config, { log: (message, error) => console.error(`[pos] ${message}`, error) });
  const pages = { rendererFile, devServerUrl: config.rendererDevUrl };
  for (const channel of IPC_CHANNELS) {
    ipcMain.handle(channel, async (event, args: unknown) => {
      if (!isTrustedSender(event.senderFrame?.url, pages)) return { ok: false, error: { code: 'IPC_SENDER_REJECTED', message: '허용되지 않은 화면에서 온 요청입니다.' } };
      return terminal ? terminal.dispatch(channel, args) : { ok: false, error: { code: 'INTERNAL', message: '단말기 서비스가 아직 준비되지 않았습니다.' } };
    });
  }
  const window = new BrowserWindow(terminalWindowOptions(preloadFile));
  terminal.services.events.subscribe((event) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
  });
  // Every (re)load of the page first learns the current printer, sync and session state.
  window.webContents.on('did-finish-load', () => {
    void terminal?.snapshot().then((events) => {
      for (const event of events) if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event);
    });
  });
  window.once('ready-to-show', () => window.show());
  if (config.rendererDevUrl) await window.loadURL(config.rendererDevUrl);
  else await window.loadFile(rendererFile);
}

app.enableSandbox();
app.on('window-all-closed', () => app.quit());
app.on('before-quit', () => {
  void terminal?.close();
});
void app.whenReady().then(start);
