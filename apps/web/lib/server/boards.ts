// Board reads for the service pages. A platform outage shows an empty board rather than an error
// page; a missing article is a 404. Per request unless `'tagged'` (the cached board pages of
// app/cached/, which must not wait for a connection).
import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { isShopApiError, type ArticleListQuery, type BoardArticle, type BoardArticleDetail, type BoardConfig, type Paged } from '@courtside/core/api';
import { catalogueApi, rethrowNextSignals, type CatalogueReads } from '@/lib/server/shop';

export async function boardArticles(board: number | string, query: ArticleListQuery, reads: CatalogueReads = 'per-request'): Promise<Paged<BoardArticle>> {
  // Boards change while the shop runs: read at request time (or tagged), never at build time.
  if (reads === 'per-request') await connection();
  try {
    return await catalogueApi(reads).boards.listArticles(board, query);
  } catch (error) {
    rethrowNextSignals(error);
    console.error('[boards] list failed', error);
    return { totalCount: 0, items: [] };
  }
}

export async function boardArticle(board: number | string, articleNo: number): Promise<BoardArticleDetail> {
  await connection();
  try {
    return await catalogueApi().boards.getArticle(board, articleNo);
  } catch (error) {
    if (isShopApiError(error) && error.status >= 400 && error.status < 500) notFound();
    throw error;
  }
}

export async function boardConfig(boardId: string, reads: CatalogueReads = 'per-request'): Promise<BoardConfig | null> {
  if (reads === 'per-request') await connection();
  try {
    const reply = await catalogueApi(reads).boards.getConfigurations();
    return reply.boardConfigs.find((b) => b.boardId === boardId) ?? null;
  } catch (error) {
    rethrowNextSignals(error);
    return null;
  }
}
