import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BoardHead } from '@/components/board/board-head';
import styles from '@/components/board/board.module.css';
import { Pagination } from '@/components/ui/pagination';
import { ymdtDot } from '@/lib/community/community-text';
import { listHref, pageOf, type SearchParams } from '@/lib/mypage/list-params';
import { boardArticles } from '@/lib/server/boards';

export const metadata: Metadata = { title: '혜택 안내' };

const PAGE_SIZE = 12;

export default async function BenefitPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageOf(await searchParams);
  const list = await boardArticles('benefit', { pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <div className={styles.page}>
      <BoardHead title="혜택 안내" lead="지금 받을 수 있는 적립금과 쿠폰 혜택입니다.">
        <Link href="/mypage/coupon">내 쿠폰함</Link>
      </BoardHead>
      {list.items.length === 0 ? (
        <p className={styles.empty}>진행 중인 혜택이 없습니다.</p>
      ) : (
        <ul className={styles.gallery}>
          {list.items.map((article) => (
            <li key={article.articleNo} className={styles.benefit}>
              <h2>{article.title}</h2>
              <p>{article.content}</p>
              <p className={styles.meta}>{ymdtDot(article.registerYmdt)}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/board/benefit', {}, { page: n })} />
    </div>
  );
}
