// The notice list's body, for both ways it is served: the first pages without a keyword from Next's
// cache (app/cached/, issue 33), a keyword search or a far page per request (app/(service)/).
import Link from '@/components/ui/link';
import type { BoardArticle, Paged } from '@courtside/core/api';
import { BoardHead } from '@/components/board/board-head';
import styles from '@/components/board/board.module.css';
import button from '@/components/ui/button.module.css';
import { Pagination } from '@/components/ui/pagination';
import { ymdtDot } from '@/lib/community/community-text';
import { listHref } from '@/lib/mypage/list-params';

export const NOTICE_PAGE_SIZE = 10;

export function NoticeList({ page, keyword, list }: { page: number; keyword: string; list: Paged<BoardArticle> }) {
  const query = { keyword: keyword || undefined };
  return (
    <div className={styles.page}>
      <BoardHead title="공지사항" lead="코트사이드의 새 소식과 안내입니다." />
      <form className={styles.search} role="search" action="/board/notice">
        <label htmlFor="notice-keyword" className="visually-hidden">
          공지사항 검색어
        </label>
        <input id="notice-keyword" name="keyword" defaultValue={keyword} placeholder="제목이나 내용으로 찾기" />
        <button type="submit" className={button.dark}>
          검색
        </button>
      </form>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{keyword ? `'${keyword}'에 대한 공지사항이 없습니다.` : '등록된 공지사항이 없습니다.'}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((article) => (
            <li key={article.articleNo} className={styles.row}>
              <Link href={`/board/notice/detail/${article.articleNo}`} className={styles.rowLink}>
                {article.notice ? <span className={styles.badge}>공지</span> : <span className={styles.badgeSoft}>안내</span>}
                <span className={styles.rowTitle}>{article.title}</span>
                <span className={styles.meta}>
                  <span>{ymdtDot(article.registerYmdt)}</span>
                  <span>조회 {article.viewCnt}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={NOTICE_PAGE_SIZE} hrefFor={(n) => listHref('/board/notice', query, { page: n })} label="공지사항 페이지" />
    </div>
  );
}
