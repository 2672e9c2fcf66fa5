// The previous-path guard sends a shopper to /login?redirect=<path> and back. Only same-site paths
// are followed, so a crafted link cannot bounce a fresh login to another site.

/** `raw` when it is a path on this site ("/mypage/order?x=1"), otherwise `fallback`. */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '') return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) let some browsers read "/\t/evil.com" as "//evil.com".
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  return raw;
}

/** The login address that returns to `path` after login. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path);
  return target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
