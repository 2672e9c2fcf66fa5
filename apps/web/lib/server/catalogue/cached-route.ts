// What every page under app/cached/ shares (issue 33). Such a page is reached only through the
// proxy's rewrite (lib/catalogue/cached-views.ts), is rendered on its first request — never at build
// time, when the platform is not running — and is then served from Next's cache: each exports
//   export const revalidate = 3600;   (CATALOGUE_REVALIDATE_SECONDS; Next needs the literal)
//   export const generateStaticParams = noPrebuiltParams;
// and reads the platform only with `'tagged'` reads (lib/server/shop.ts, boards.ts, categories.ts:
// a no-store read would make it dynamic).
import 'server-only';

/** No page is prerendered at build; each view is rendered on its first request and kept. */
export async function noPrebuiltParams(): Promise<never[]> {
  return [];
}
