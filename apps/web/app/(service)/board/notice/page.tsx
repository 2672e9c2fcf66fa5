import type { Metadata } from 'next';
import { BOARD_IDS } from '@courtside/core/constants';
import { NOTICE_PAGE_SIZE, NoticeList } from '@/components/board/notice-list';
import { firstParam, pageOf, type SearchParams } from '@/lib/mypage/list-params';
import { boardArticles } from '@/lib/server/boards';

export const metadata: Metadata = { title: '공지사항' };

/** A notice search or a page past the cached ones (app/cached/, lib/catalogue/cached-views.ts): per request. */
export default async function NoticeListPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const page = pageOf(params);
  const keyword = (firstParam(params, 'keyword') ?? '').trim().slice(0, 50);
  const list = await boardArticles(BOARD_IDS.notice, { pageNumber: page, pageSize: NOTICE_PAGE_SIZE, ...(keyword ? { keyword, searchType: 'ALL' } : {}) });
  return <NoticeList page={page} keyword={keyword} list={list} />;
}
