// The Shop API as server components and route handlers reach it. Catalogue reads go out without a
// token; member reads take the SHOP_KEY cookie. Reads are per request (no-store) unless a catalogue
// read is asked for `'tagged'`: then it goes through Next's data cache, tagged by what it shows
// (catalogue/cache-tags.ts) — only the cached pages of app/cached/ ask for that (issue 33), and
// catalogue/invalidation.ts revalidates those tags when the platform records a change. Member reads
// are never cached. React's cache() shares one answer per request between layout, guard and page.
import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import {
  createShopApiClient,
  isShopApiError,
  type FetchLike,
  type ProductDetail,
  type ProductOptionsReply,
  type ProductSearchQuery,
  type BestSellerPeriod,
  type ProductSearchReply,
  type ShopApiClient,
} from '@courtside/core/api';
import { webConfig } from '@/lib/config';
import { tagsForPath } from '@/lib/server/catalogue/cache-tags';
import { sessionCookieNames } from '@/lib/server/session-cookies';

/**
 * How a catalogue read is served: `'per-request'` (no-store, the default) or `'tagged'` (Next's data
 * cache with the read's tags; only app/cached/ pages — a no-store read would make them dynamic).
 */
export type CatalogueReads = 'per-request' | 'tagged';

/**
 * How long a tagged read may be served without any change recorded: a backstop only — changes
 * revalidate through their tags within seconds, and an instance that cannot read the change record
 * revalidates everything (catalogue/invalidation.ts).
 */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

/**
 * Next signals "render this dynamically" (and redirects, 404s) by throwing from fetch or cookies();
 * core wraps a throwing fetch into a ShopApiError, so every catch here hands such a signal back.
 */
export function rethrowNextSignals(error: unknown): void {
  unstable_rethrow(error);
  if (error instanceof Error && error.cause !== undefined) unstable_rethrow(error.cause);
}

/** The id of the request being served (scripts/serve.mjs), sent on so the platform's log line matches ours. */
function requestId(): string | undefined {
  const context = (globalThis as Record<symbol, unknown>)[Symbol.for('courtside.requestContext')] as { getStore(): { requestId: string } | undefined } | undefined;
  return context?.getStore()?.requestId;
}

const serverFetch: FetchLike = (url, init) => {
  const id = requestId();
  if (!id) return fetch(url, { ...init, cache: 'no-store' });
  const headers = new Headers(init?.headers);
  headers.set('x-request-id', id);
  return fetch(url, { ...init, headers, cache: 'no-store' });
};

// No request id on a tagged read: Next's cache key includes the headers.
const taggedFetch: FetchLike = (url, init) =>
  fetch(url, { ...init, cache: 'force-cache', next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: tagsForPath(new URL(url).pathname) } });

function clientWith(accessToken: string | null, reads: CatalogueReads = 'per-request'): ShopApiClient {
  const config = webConfig();
  return createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    // Server renders happen before the viewport is known; PC is the platform's default (seed §9).
    platform: 'PC',
    fetch: reads === 'tagged' ? taggedFetch : serverFetch,
    tokens: { getAccessToken: () => accessToken },
  });
}

/** A client without a member token, for catalogue reads (`'tagged'`: through Next's data cache). */
export const catalogueApi = cache((reads: CatalogueReads = 'per-request'): ShopApiClient => clientWith(null, reads));

/** The member's token from the SHOP_KEY cookie, or null for a visitor. */
export const memberToken = cache(async (): Promise<string | null> => {
  const jar = await cookies();
  return jar.get(sessionCookieNames.SHOP_KEY)?.value || null;
});

/** A client carrying the member's token (from the cookie); calls fail with 401 for a visitor. */
export const memberApi = cache(async (): Promise<ShopApiClient> => clientWith(await memberToken()));

/** Product search for list pages; a platform outage shows an empty list rather than an error page. */
export const searchProducts = cache(async (query: ProductSearchQuery, reads: CatalogueReads = 'per-request'): Promise<ProductSearchReply | null> => {
  try {
    return await catalogueApi(reads).products.search(query);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[shop] product search failed', error);
    return null;
  }
});

/** The best sellers of a period (주간: the platform's week; 월간: 30 days), as a list page reads them. */
export const bestSellers = cache(
  async (period: BestSellerPeriod, pageNumber: number, pageSize: number, reads: CatalogueReads = 'per-request'): Promise<ProductSearchReply | null> => {
    try {
      return await catalogueApi(reads).products.bestSellers({ period, pageNumber, pageSize });
    } catch (error) {
      rethrowNextSignals(error);
      console.error('[shop] best sellers failed', error);
      return null;
    }
  },
);

/** Products restocked in the last 30 days, the latest first. */
export const restockedProducts = cache(async (pageNumber: number, pageSize: number, reads: CatalogueReads = 'per-request'): Promise<ProductSearchReply | null> => {
  try {
    return await catalogueApi(reads).products.restocked({ days: 30, pageNumber, pageSize });
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[shop] restocked products failed', error);
    return null;
  }
});

/** The shop's popular search keywords (searches up to yesterday); an outage gives none. */
export const popularKeywords = cache(async (size = 10): Promise<string[]> => {
  try {
    return await catalogueApi().products.favoriteKeywords(size);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[shop] popular keywords failed', error);
    return [];
  }
});

/** Product detail and options, or null when the product does not exist (the page then 404s). */
export const productWithOptions = cache(
  async (productNo: number, reads: CatalogueReads = 'per-request'): Promise<{ product: ProductDetail; options: ProductOptionsReply } | null> => {
    const api = catalogueApi(reads);
    try {
      const [product, options] = await Promise.all([api.products.get(productNo), api.products.getOptions(productNo)]);
      return { product, options };
    } catch (error) {
      rethrowNextSignals(error);
      if (isShopApiError(error) && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  },
);
