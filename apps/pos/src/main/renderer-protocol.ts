// The terminal's screens load from a custom protocol, app://terminal/, instead of file:// (Electron
// security checklist: a file:// page can read other local files). Each request maps to a file under
// the built renderer folder, never outside it; client-side routes (/sale, /orders/…) get the shell.
import { extname, join, normalize, sep } from 'node:path';

export const RENDERER_SCHEME = 'app';
export const RENDERER_HOST = 'terminal';
export const RENDERER_ORIGIN = `${RENDERER_SCHEME}://${RENDERER_HOST}`;
export const RENDERER_ENTRY = `${RENDERER_ORIGIN}/index.html`;

/** The file under `rendererDir` an app:// URL names; index.html for routes without a file extension; null outside. */
export function rendererFileFor(requestUrl: string, rendererDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${RENDERER_SCHEME}:` || url.host !== RENDERER_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = normalize(rendererDir);
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return path === '/' ? join(root, 'index.html') : null;
  return extname(file) === '' ? join(root, 'index.html') : file;
}

/** The dev server URL is honoured only in development: a packaged terminal always loads its own files. */
export function devServerUrlFor(configured: string | null, packaged: boolean): string | null {
  return packaged ? null : configured;
}
