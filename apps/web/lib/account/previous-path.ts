// The previous-path guard on /login: after logging in, go to `?redirect=` when given, otherwise back
// to the page the shopper came from (same site only, and never back into the account screens,
// which would loop), otherwise home.
import { safeRedirectPath } from '@/lib/safe-redirect';

const ACCOUNT_SCREENS = /^\/(login|join|find|member|sns|callback)(\/|$|\?)/;

export function previousPath(redirectParam: string | null | undefined, referrer: string, origin: string): string {
  const fromParam = safeRedirectPath(redirectParam, '');
  if (fromParam && !ACCOUNT_SCREENS.test(fromParam)) return fromParam;
  if (referrer.startsWith(`${origin}/`)) {
    const path = referrer.slice(origin.length);
    if (!ACCOUNT_SCREENS.test(path)) return safeRedirectPath(path);
  }
  return '/';
}
