// Every security header the storefront sends, in one place: the static set (next.config.ts applies
// it to every response, assets included) and the Content-Security-Policy (proxy.ts). A page rendered
// per request gets a fresh nonce, and Next puts it on its own scripts. A catalogue page served from
// Next's cache (app/cached/, issue 33) is the same HTML for everyone, so it cannot carry a nonce: it
// gets `script-src 'self'` — files from this origin only, no inline script — and the own server
// (scripts/serve.mjs, scripts/page-csp.mjs) adds the hash of each inline script Next wrote into that
// HTML. Served without the own server, such a page's inline scripts are refused, never allowed.

/** Sent on every response. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/** The e-receipt page (/receipt/{token}, #28 item 9): its address is the credential — never sent on, cached or indexed. */
export const RECEIPT_PAGE_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cache-Control', value: 'private, no-store' },
];

export interface CspOptions {
  /** base64 nonce, fresh for each request; null for a cached page (its inline scripts go by hash). */
  readonly nonce: string | null;
  /** The Shop API origin the shopper's browser calls and loads pictures from. */
  readonly shopApiOrigin: string;
  /** next dev needs eval for its refresh runtime; production never. */
  readonly development?: boolean;
}

/** Marks a response whose CSP the own server completes with the page's inline-script hashes. */
export const CSP_HASHES_HEADER = 'x-courtside-csp-hashes';

/**
 * The page CSP, no plugins, no framing. Scripts: with a nonce, only this request's nonced scripts
 * (and what they load); without one, files from this origin only (and inline scripts by hash, added
 * by the own server).
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const api = options.shopApiOrigin;
  const eval_ = options.development ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    options.nonce === null ? `script-src 'self'${eval_}` : `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${eval_}`,
    // React and the designer set style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    // The Kakao postcode widget draws its search in frames from Daum.
    "frame-src 'self' https://*.daum.net https://*.daumcdn.net",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
