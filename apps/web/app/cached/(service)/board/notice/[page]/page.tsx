import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BOARD_IDS } from '@courtside/core/constants';
import { NOTICE_PAGE_SIZE, NoticeList } from '@/components/board/notice-list';
import { CACHED_PAGE_LIMIT } from '@/lib/catalogue/cached-views';
import { boardArticles } from '@/lib/server/boards';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const metadata: Metadata = { title: '공지사항' };
export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

/** `/board/notice` (no keyword, pages 1–50) rewritten to /cached/board/notice/{page}, from Next's cache. */
export default async function CachedNoticeListPage({ params }: { params: Promise<{ page: string }> }) {
  const raw = (await params).page;
  const page = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || page < 1 || page > CACHED_PAGE_LIMIT) notFound();
  const list = await boardArticles(BOARD_IDS.notice, { pageNumber: page, pageSize: NOTICE_PAGE_SIZE }, 'tagged');
  return <NoticeList page={page} keyword="" list={list} />;
}
