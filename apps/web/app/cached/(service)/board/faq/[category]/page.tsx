import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BOARD_IDS } from '@courtside/core/constants';
import { BoardHead } from '@/components/board/board-head';
import styles from '@/components/board/board.module.css';
import { listHref } from '@/lib/mypage/list-params';
import { boardArticles, boardConfig } from '@/lib/server/boards';
import { noPrebuiltParams } from '@/lib/server/catalogue/cached-route';

export const metadata: Metadata = { title: '자주 묻는 질문' };
export const revalidate = 3600;
export const generateStaticParams = noPrebuiltParams;

/**
 * FAQ as an accordion (native <details>, no script needed), filtered by category: `/board/faq` and
 * `/board/faq?category=N` rewritten to /cached/board/faq/{all|N}, from Next's cache.
 */
export default async function FaqPage({ params }: { params: Promise<{ category: string }> }) {
  const config = await boardConfig('faq', 'tagged');
  const categories = config?.categories ?? [];
  const chosen = Number((await params).category);
  const category = categories.find((c) => c.categoryNo === chosen) ?? null;
  const list = await boardArticles(BOARD_IDS.faq, { pageNumber: 1, pageSize: 100, ...(category ? { categoryNo: category.categoryNo } : {}) }, 'tagged');
  return (
    <div className={styles.page}>
      <BoardHead title="자주 묻는 질문" lead="궁금한 점을 먼저 찾아보세요. 답을 찾지 못했다면 1:1 문의를 남겨 주세요." />
      <ul className={styles.categories} aria-label="질문 분류">
        <li>
          <Link href="/board/faq" className={category === null ? styles.categoryCurrent : styles.category} aria-current={category === null ? 'true' : undefined}>
            전체
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.categoryNo}>
            <Link href={listHref('/board/faq', {}, { category: c.categoryNo })} className={category?.categoryNo === c.categoryNo ? styles.categoryCurrent : styles.category} aria-current={category?.categoryNo === c.categoryNo ? 'true' : undefined}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
      {list.items.length === 0 ? (
        <p className={styles.empty}>등록된 질문이 없습니다.</p>
      ) : (
        <div>
          {list.items.map((article) => (
            <details key={article.articleNo} className={styles.faq}>
              <summary>
                {article.categoryLabel && <span className={styles.meta}>[{article.categoryLabel}]</span>} {article.title}
              </summary>
              <p className={styles.answer}>{article.content}</p>
            </details>
          ))}
        </div>
      )}
      <p className={styles.hint}>
        더 궁금한 점이 있나요? <Link href="/board/inquiry/form">1:1 문의하기</Link>
      </p>
    </div>
  );
}
