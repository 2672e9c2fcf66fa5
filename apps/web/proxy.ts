// Runs before every route (Next's proxy): refuses cross-site and oversized requests to the own
// server's /api/* routes, sends the catalogue's shared pages to their cached routes (issue 33,
// lib/catalogue/cached-views.ts) with a hash-based CSP, and gives every other page its
// Content-Security-Policy with a fresh nonce. The static security headers are in next.config.ts;
// both come from lib/security/headers.ts.
import { NextResponse, type NextRequest } from 'next/server';
import { crossSiteRefusal } from '@courtside/core/security';
import { messageFor } from '@courtside/core/errors';
import { webConfig } from '@/lib/config';
import { bodyLimitFor, takesRawBody } from '@/lib/security/body-limits';
import { cachedRouteFor, isInternalCachedPath } from '@/lib/catalogue/cached-views';
import { contentSecurityPolicy, CSP_HASHES_HEADER, newNonce } from '@/lib/security/headers';

function refuse(status: number, code: string): NextResponse {
  return NextResponse.json({ code, message: messageFor(code) }, { status, headers: { 'Cache-Control': 'no-store', ...(status === 413 ? { Connection: 'close' } : {}) } });
}

function guardApi(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const method = request.method.toUpperCase();
  const length = Number(request.headers.get('content-length') ?? '0');
  const hasBody = (Number.isFinite(length) && length > 0) || request.headers.has('transfer-encoding');
  const refusal = crossSiteRefusal({
    method,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    contentType: request.headers.get('content-type'),
    hasBody,
    rawBodyAllowed: takesRawBody(method, pathname),
  });
  if (refusal === 'CSRF_ORIGIN_REJECTED') return refuse(403, refusal);
  if (refusal === 'CSRF_JSON_REQUIRED') return refuse(415, refusal);
  if (Number.isFinite(length) && length > bodyLimitFor(pathname)) return refuse(413, 'BODY_TOO_LARGE');
  return NextResponse.next();
}

// Next runs the proxy again for the rewritten address (/cached/…). This process's token tells that
// pass from a request made straight for an internal address (answered 404: one address per page).
const REWRITE_TOKEN_HEADER = 'x-courtside-cached-rewrite';
const rewriteToken = newNonce();

/**
 * A cached page's answer (both passes). Next copies the proxy's response headers onto the request it
 * renders, so the response CSP is what Next reads its nonce from: with the own server
 * (scripts/serve.mjs) it names the process's render nonce — Next puts it on the scripts it writes,
 * and the own server hashes those, takes the nonce out of the page and rewrites script-src to
 * `'self'` and the hashes before anything is sent (scripts/page-csp.mjs). Without the own server
 * there is no render nonce: `script-src 'self'`, every inline script refused. A CSP the client sent
 * never reaches the render: its nonce would be in the HTML everyone gets.
 */
function cachedPage(response: NextResponse, renderNonce: string | null, policy: CspPolicy): NextResponse {
  response.headers.set('Content-Security-Policy', contentSecurityPolicy({ ...policy, nonce: renderNonce }));
  response.headers.set(CSP_HASHES_HEADER, '1');
  return response;
}

type CspPolicy = { shopApiOrigin: string; development: boolean };

/**
 * The same request's URL with another path: Next serves a rewrite whose origin is its own in process
 * and proxies any other over HTTP (twice the work, and a reset under load). `nextUrl` names a loopback
 * host `localhost`, so the own server tells Next that name (scripts/next-hostname.mjs).
 */
function internal(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  return url;
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith('/api/')) return guardApi(request);
  const config = webConfig();
  const policy = { shopApiOrigin: new URL(config.shopApiPublicUrl).origin, development: config.nextDev };
  const headers = new Headers(request.headers);
  const rewritten = isInternalCachedPath(pathname) && request.headers.get(REWRITE_TOKEN_HEADER) === rewriteToken;
  const cached = rewritten ? null : request.method === 'GET' || request.method === 'HEAD' ? cachedRouteFor(pathname, searchParams) : null;
  if ((rewritten || cached !== null) && !config.nextDev) {
    // A page every visitor shares, from Next's cache. (next dev renders every request: per-request nonce.)
    headers.delete('content-security-policy');
    headers.delete('content-security-policy-report-only');
    headers.set(REWRITE_TOKEN_HEADER, rewriteToken);
    const response = cached !== null ? NextResponse.rewrite(internal(request, cached), { request: { headers } }) : NextResponse.next({ request: { headers } });
    return cachedPage(response, config.cachedRenderNonce, policy);
  }
  if (rewritten) return NextResponse.next();
  if (cached !== null) headers.set(REWRITE_TOKEN_HEADER, rewriteToken);
  const csp = contentSecurityPolicy({ ...policy, nonce: newNonce() });
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
  headers.set('content-security-policy', csp);
  const response =
    cached !== null ? NextResponse.rewrite(internal(request, cached), { request: { headers } })
    : isInternalCachedPath(pathname) ? NextResponse.rewrite(internal(request, '/_courtside/not-found'), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Pages and /api/*; not the build's static files, the uploaded files' second address or the platform's pictures.
  matcher: ['/((?!_next/static|_next/image|uploads/|shop-images/|favicon.ico).*)'],
};
