// The terminal window's options, kept apart from index.ts so a test can check them against
// Electron's security checklist without starting Electron.
import type { BrowserWindowConstructorOptions } from 'electron';

/** `packaged`: a built terminal at a counter, where DevTools stay off. */
export function terminalWindowOptions(preloadPath: string, options: { packaged: boolean } = { packaged: true }): BrowserWindowConstructorOptions {
  return {
    width: 1366,
    height: 768,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: '코트사이드 POS',
    backgroundColor: '#f3f4f6',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      devTools: !options.packaged,
    },
  };
}
