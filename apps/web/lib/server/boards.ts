// Board reads for the service pages. A platform outage shows an empty board rather than an error
// page; a missing article is a 404.
import 'server-only';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { isShopApiError, type ArticleListQuery, type BoardArticle, type BoardArticleDetail, type BoardConfig, type Paged } from '@courtside/core/api';
import { catalogueApi } from '@/lib/server/shop';

export async function boardArticles(board: number | string, query: ArticleListQuery): Promise<Paged<BoardArticle>> {
  // Boards change while the shop runs: always read at request time, never at build time.
  await connection();
  try {
    return await catalogueApi().boards.listArticles(board, query);
  } catch (error) {
    unstable_rethrow(error);
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

export async function boardConfig(boardId: string): Promise<BoardConfig | null> {
  await connection();
  try {
    const reply = await catalogueApi().boards.getConfigurations();
    return reply.boardConfigs.find((b) => b.boardId === boardId) ?? null;
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}
