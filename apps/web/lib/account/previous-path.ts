// The previous-path guard on /login: after logging in, go to `?redirect=` when given, otherwise back
// to the last storefront page this tab showed (remembered on every navigation, so a header link, a
// modal's button or a social login that comes back through the provider all return there), otherwise
// to the referring page on this site, otherwise home. Same site only, and never back into the
// account screens, which would loop.
import { safeRedirectPath } from '@/lib/safe-redirect';

const ACCOUNT_SCREENS = /^\/(login|join|find|member|sns|callback)(\/|$|\?)/;

/** Session-storage key of the last non-account page this tab showed (path and query). */
export const LAST_PAGE_KEY = 'courtside.last-page';

/** The page worth returning to after login, or '' for account screens and anything off-site. */
export function returnablePath(path: string | null | undefined): string {
  const safe = safeRedirectPath(path, '');
  return safe && !ACCOUNT_SCREENS.test(safe) ? safe : '';
}

export function previousPath(redirectParam: string | null | undefined, lastPage: string | null | undefined, referrer: string, origin: string): string {
  const fromParam = returnablePath(redirectParam);
  if (fromParam) return fromParam;
  const fromLastPage = returnablePath(lastPage);
  if (fromLastPage) return fromLastPage;
  if (referrer.startsWith(`${origin}/`)) return returnablePath(referrer.slice(origin.length)) || '/';
  return '/';
}
