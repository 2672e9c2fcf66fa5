'use client';
// The previous-path guard's memory: every page this tab shows (path and query, account screens
// excluded) is kept in session storage, so /login returns there however the shopper got to it.
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { LAST_PAGE_KEY, returnablePath } from '@/lib/account/previous-path';

/**
 * The address bar's path and query when an action runs (a click): for code in a page kept in Next's
 * cache (app/cached/, issue 33), where reading the query while rendering would make React render
 * that part in the browser only.
 */
export function currentPathNow(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The current path with its query ("/search?keyword=…"): inside a Suspense boundary with a fallback on a cached page. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return query ? `${pathname}?${query}` : pathname;
}

function Tracker() {
  const current = useCurrentPath();
  useEffect(() => {
    const path = returnablePath(current);
    if (!path) return;
    try {
      window.sessionStorage.setItem(LAST_PAGE_KEY, path);
    } catch {
      // Storage refused (private mode quotas): login falls back to the referrer.
    }
  }, [current]);
  return null;
}

export function LastPageTracker() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}

export function readLastPage(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PAGE_KEY);
  } catch {
    return null;
  }
}
