// Whether a session cookie may be there, as the browser can tell (issue 33). The session itself is in
// HttpOnly cookies; the pages every visitor shares come from Next's cache and cannot say whether this
// visitor sent one. So /api/set-cookie keeps a readable marker beside them — it carries nothing but
// its presence — and the browser reads it before deciding a visitor has nothing to read back.

/** Set with the session cookies (SHOP_KEY, EXPIRES_IN), removed with SHOP_KEY; never HttpOnly, no value that matters. */
export const SESSION_MARKER_COOKIE = 'cs_session';

/** Whether `document.cookie`'s text holds the marker. */
export function hasSessionMarker(cookieText: string): boolean {
  return cookieText.split(';').some((part) => part.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
}
