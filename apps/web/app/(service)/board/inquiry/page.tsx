import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BoardHead } from '@/components/board/board-head';
import styles from '@/components/board/board.module.css';
import button from '@/components/ui/button.module.css';
import { Pagination } from '@/components/ui/pagination';
import { ymdtDot } from '@/lib/community/community-text';
import { listHref, pageOf, type SearchParams } from '@/lib/mypage/list-params';
import { currentMember } from '@/lib/server/guards';
import { memberApi } from '@/lib/server/shop';

export const metadata: Metadata = { title: '1:1 문의' };

const PAGE_SIZE = 10;

/** The member's own 1:1 inquiries (secret to them and the shop); visitors are asked to log in. */
export default async function PersonalInquiryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const member = await currentMember();
  const page = pageOf(await searchParams);
  const head = (
    <BoardHead title="1:1 문의" lead="주문, 배송, 커스텀 제작에 관해 문의해 주세요. 평일 10시–17시에 답변드립니다.">
      <Link href="/board/inquiry/form" className={button.primary}>
        문의하기
      </Link>
    </BoardHead>
  );
  if (!member) {
    return (
      <div className={styles.page}>
        {head}
        <p className={styles.empty}>
          1:1 문의는 로그인한 뒤 이용할 수 있습니다. <Link href="/login?redirect=%2Fboard%2Finquiry">로그인</Link>
        </p>
      </div>
    );
  }
  const list = await (await memberApi()).boards.listMyArticles('inquiry', { pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <div className={styles.page}>
      {head}
      {list.items.length === 0 ? (
        <p className={styles.empty}>남긴 문의가 없습니다.</p>
      ) : (
        <div>
          {list.items.map((article) => (
            <details key={article.articleNo} className={styles.faq} data-testid="personal-inquiry">
              <summary>
                {article.categoryLabel && <span className={styles.meta}>[{article.categoryLabel}]</span>} {article.title}{' '}
                <span className={styles.meta}>{ymdtDot(article.registerYmdt)}</span>
              </summary>
              <p className={styles.answer}>{article.content}</p>
            </details>
          ))}
        </div>
      )}
      <Pagination page={page} totalCount={list.totalCount} pageSize={PAGE_SIZE} hrefFor={(n) => listHref('/board/inquiry', {}, { page: n })} />
    </div>
  );
}
