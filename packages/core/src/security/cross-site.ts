// Cross-site request forgery on state-changing routes: a page on another site can make the browser
// send a form (text/plain, urlencoded, multipart) with the visitor's cookies, but it cannot send
// `application/json` without a CORS preflight, and the browser tells the server where the request
// came from (Origin, Sec-Fetch-Site). Calls from programs (terminals, tests) send neither header.

export type CrossSiteRefusal = 'CSRF_ORIGIN_REJECTED' | 'CSRF_JSON_REQUIRED';

export interface CrossSiteRequest {
  readonly method: string;
  /** The request's own host (Host header), e.g. `127.0.0.1:3000`. */
  readonly host: string | null;
  readonly origin: string | null;
  readonly secFetchSite: string | null;
  readonly contentType: string | null;
  /** Whether the request carries a body (Content-Length > 0 or a chunked body). */
  readonly hasBody: boolean;
  /** Routes whose body is not JSON (signed uploads) skip the JSON rule, never the origin rule. */
  readonly rawBodyAllowed?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (name and port) of a serialised Origin (`https://shop.example:8443`); null for `null` or anything else. */
function originHost(origin: string): string | null {
  const match = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.exec(origin.trim());
  return match ? `${match[1]}${match[2] ?? ''}`.toLowerCase() : null;
}

/** Why a request must be refused as cross-site, or null when it may proceed. */
export function crossSiteRefusal(request: CrossSiteRequest): CrossSiteRefusal | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const site = request.secFetchSite?.toLowerCase() ?? null;
  if (site !== null && site !== 'same-origin' && site !== 'none') return 'CSRF_ORIGIN_REJECTED';
  if (request.origin !== null) {
    const from = originHost(request.origin);
    if (from === null || request.host === null || from !== request.host.toLowerCase()) return 'CSRF_ORIGIN_REJECTED';
  }
  if (request.hasBody && !request.rawBodyAllowed) {
    const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(type)) return 'CSRF_JSON_REQUIRED';
  }
  return null;
}
