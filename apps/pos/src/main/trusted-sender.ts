// Which pages may call the terminal's IPC: the built renderer file, or in development the dev
// server electron-vite started. Anything else (a page navigated to, an iframe) is refused.
import { pathToFileURL } from 'node:url';

export interface TrustedPages {
  /** Absolute path of out/renderer/index.html. */
  readonly rendererFile: string;
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
  if (url.protocol === 'file:') {
    const expected = pathToFileURL(pages.rendererFile);
    return url.pathname === expected.pathname;
  }
  if (pages.devServerUrl) {
    const dev = new URL(pages.devServerUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === dev.origin;
  }
  return false;
}
