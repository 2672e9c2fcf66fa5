// What main does to every session and web contents (Electron security checklist), kept apart from
// index.ts so the checklist test can run it against recording stand-ins without Electron.
import type { Session, WebContents } from 'electron';

/** No permission is ever granted or reported as granted: camera, notifications, HID, serial, USB… */
export function lockDownSession(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** No navigation, redirects, webviews or new windows; DevTools closed again at once when packaged. */
export function lockDownContents(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler' | 'closeDevTools'>, options: { packaged: boolean }): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  if (options.packaged) contents.on('devtools-opened', () => contents.closeDevTools());
}
