// Where the platform may send a shopper back to (payment window, social login): the mall's own
// registered origins, never any URL a caller names — otherwise the platform's pages become an open
// redirect. Loopback origins are always registered (the local storefront on any port).
import { isLoopbackHost } from '@courtside/core/security';
import type { ShopApiConfig } from '../config.ts';

export function isRegisteredReturnUrl(config: Pick<ShopApiConfig, 'returnOrigins'>, raw: string | undefined | null): boolean {
  if (!raw || raw.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return isLoopbackHost(url.hostname) || config.returnOrigins.includes(url.origin);
}

/** An http(s) URL, or null. */
export function parsedRedirect(raw: string | undefined): URL | null {
  if (!raw || raw.length > 2000) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Redirect URIs are compared after URL normalisation (`http://Shop.kr` and `http://shop.kr/` are the same). */
export function normaliseRedirectUri(raw: string): string {
  return parsedRedirect(raw)?.toString() ?? raw;
}
