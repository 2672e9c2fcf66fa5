// Which pages may call the terminal's IPC: the built renderer served on app://terminal/, or in
// development the dev server electron-vite started. Anything else (a page navigated to, an iframe,
// a file:// page) is refused.
import { RENDERER_ORIGIN } from './renderer-protocol.ts';

export interface TrustedPages {
  readonly devServerUrl: string | null;
}

export function isTrustedSender(frameUrl: string | undefined | null, pages: TrustedPages): boolean {
  if (!frameUrl) return false;
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return false;
  }
  if (url.protocol === 'app:') return `${url.protocol}//${url.host}` === RENDERER_ORIGIN;
  if (pages.devServerUrl) {
    const dev = new URL(pages.devServerUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === dev.origin;
  }
  return false;
}
