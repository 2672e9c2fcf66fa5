// The Shop API as the cached catalogue pages (app/cached/) read it (issue 33): each read goes through
// Next's data cache, tagged by what it shows (cache-tags.ts), so the page rendered from it is kept
// in Next's cache and revalidated with those tags when the platform records a change
// (invalidation.ts). Only the bounded views of app/cached/ read through here; keyword searches and
// everything per visitor stay on lib/server/shop.ts (no-store). React's cache() shares one answer per
// render between metadata and page.
import 'server-only';
import { cache } from 'react';
import {
  createShopApiClient,
  isShopApiError,
  type ArticleListQuery,
  type BoardArticle,
  type BoardConfig,
  type Category,
  type FetchLike,
  type Paged,
  type ProductDetail,
  type ProductOptionsReply,
  type ProductSearchQuery,
  type ProductSearchReply,
  type ShopApiClient,
} from '@courtside/core/api';
import { webConfig } from '@/lib/config';
import { rethrowNextSignals } from '@/lib/server/shop';
import { tagsForPath } from './cache-tags';

/**
 * How long a cached read may be served without any change recorded: a backstop only — changes
 * revalidate through their tags within seconds, and an instance that cannot read the change record
 * revalidates everything (invalidation.ts).
 */
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

const cachedFetch: FetchLike = (url, init) =>
  fetch(url, { ...init, cache: 'force-cache', next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: tagsForPath(new URL(url).pathname) } });

/** A client without a member token whose reads are kept in Next's data cache, tagged. */
export const cachedCatalogueApi = cache((): ShopApiClient => {
  const config = webConfig();
  return createShopApiClient({
    baseUrl: config.shopApiUrl,
    clientId: config.clientId,
    platform: 'PC',
    fetch: cachedFetch,
    tokens: { getAccessToken: () => null },
  });
});

/** Product search for the cached lists; a platform outage shows an empty list (invalidation.ts re-renders it). */
export const cachedSearch = cache(async (query: ProductSearchQuery): Promise<ProductSearchReply | null> => {
  try {
    return await cachedCatalogueApi().products.search(query);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[catalogue] product search failed', error);
    return null;
  }
});

/** Product detail and options, or null when the product does not exist (the page then 404s). */
export const cachedProductWithOptions = cache(
  async (productNo: number): Promise<{ product: ProductDetail; options: ProductOptionsReply } | null> => {
    const api = cachedCatalogueApi();
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

const categoryTree = cache(async (): Promise<Category[] | null> => {
  try {
    return (await cachedCatalogueApi().products.getCategories()).multiLevelCategories;
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[catalogue] categories failed', error);
    return null;
  }
});

function findCategory(categories: readonly Category[], categoryNo: number): Category | null {
  for (const category of categories) {
    if (category.categoryNo === categoryNo) return category;
    const inner = findCategory(category.children ?? [], categoryNo);
    if (inner) return inner;
  }
  return null;
}

/** The category's label, null when the platform does not know it, a neutral heading when the tree cannot be read. */
export async function cachedCategoryLabel(categoryNo: number): Promise<string | null> {
  const tree = await categoryTree();
  if (tree === null) return '카테고리';
  return findCategory(tree, categoryNo)?.label ?? null;
}

/** A board's articles; an outage shows an empty board. */
export async function cachedBoardArticles(board: number | string, query: ArticleListQuery): Promise<Paged<BoardArticle>> {
  try {
    return await cachedCatalogueApi().boards.listArticles(board, query);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[catalogue] board list failed', error);
    return { totalCount: 0, items: [] };
  }
}

/** One board's configuration (its categories), or null. */
export async function cachedBoardConfig(boardId: string): Promise<BoardConfig | null> {
  try {
    const reply = await cachedCatalogueApi().boards.getConfigurations();
    return reply.boardConfigs.find((b) => b.boardId === boardId) ?? null;
  } catch (error) {
    rethrowNextSignals(error);
    return null;
  }
}
