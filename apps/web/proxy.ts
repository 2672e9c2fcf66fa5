// Runs before every route (Next's proxy): refuses cross-site and oversized requests to the own
// server's /api/* routes, and gives each page its Content-Security-Policy with a fresh nonce.
// The static security headers are in next.config.ts; both come from lib/security/headers.ts.
import { NextResponse, type NextRequest } from 'next/server';
import { crossSiteRefusal } from '@courtside/core/security';
import { messageFor } from '@courtside/core/errors';
import { webConfig } from '@/lib/config';
import { bodyLimitFor, takesRawBody } from '@/lib/security/body-limits';
import { contentSecurityPolicy, newNonce } from '@/lib/security/headers';

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

export function proxy(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname.startsWith('/api/')) return guardApi(request);
  const config = webConfig();
  const csp = contentSecurityPolicy({ nonce: newNonce(), shopApiOrigin: new URL(config.shopApiPublicUrl).origin, development: config.nextDev });
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Pages and /api/*; not the build's static files, the uploaded files' second address or the platform's pictures.
  matcher: ['/((?!_next/static|_next/image|uploads/|shop-images/|favicon.ico).*)'],
};
