// Every security header the storefront sends, in one place: the static set (next.config.ts applies
// it to every response, assets included) and the per-request Content-Security-Policy with its nonce
// (proxy.ts). Pages render per request, so Next puts the nonce on its own scripts.

/** Sent on every response. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

export interface CspOptions {
  /** base64 nonce, fresh for each request. */
  readonly nonce: string;
  /** The Shop API origin the shopper's browser calls and loads pictures from. */
  readonly shopApiOrigin: string;
  /** next dev needs eval for its refresh runtime; production never. */
  readonly development?: boolean;
}

/** The page CSP: scripts only with this request's nonce (and what they load), no plugins, no framing. */
export function contentSecurityPolicy(options: CspOptions): string {
  const api = options.shopApiOrigin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
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
