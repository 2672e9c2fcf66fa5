// The Shop API as server components and route handlers reach it. Catalogue reads go out without a
// token; member reads take the SHOP_KEY cookie. Nothing here is kept in Next's data cache: the
// stand-in answers in milliseconds, and a persisted cache would serve one run's stock and counts to
// the next. React's cache() shares one answer per request between layout, guard and page.
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
  type ProductSearchReply,
  type ShopApiClient,
} from '@courtside/core/api';
import { webConfig } from '@/lib/config';
import { sessionCookieNames } from '@/lib/server/session-cookies';

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

function clientWith(accessToken: string | null): ShopApiClient {
  const config = webConfig();
  return createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    // Server renders happen before the viewport is known; PC is the platform's default (seed §9).
    platform: 'PC',
    fetch: serverFetch,
    tokens: { getAccessToken: () => accessToken },
  });
}

/** A client without a member token, for catalogue reads. */
export const catalogueApi = cache((): ShopApiClient => clientWith(null));

/** The member's token from the SHOP_KEY cookie, or null for a visitor. */
export const memberToken = cache(async (): Promise<string | null> => {
  const jar = await cookies();
  return jar.get(sessionCookieNames.SHOP_KEY)?.value || null;
});

/** A client carrying the member's token (from the cookie); calls fail with 401 for a visitor. */
export const memberApi = cache(async (): Promise<ShopApiClient> => clientWith(await memberToken()));

/** Product search for list pages; a platform outage shows an empty list rather than an error page. */
export const searchProducts = cache(async (query: ProductSearchQuery): Promise<ProductSearchReply | null> => {
  try {
    return await catalogueApi().products.search(query);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[shop] product search failed', error);
    return null;
  }
});

/** Product detail and options, or null when the product does not exist (the page then 404s). */
export const productWithOptions = cache(
  async (productNo: number): Promise<{ product: ProductDetail; options: ProductOptionsReply } | null> => {
    const api = catalogueApi();
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
