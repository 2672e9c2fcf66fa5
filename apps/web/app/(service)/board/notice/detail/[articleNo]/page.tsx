import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BOARD_IDS } from '@courtside/core/constants';
import styles from '@/components/board/board.module.css';
import button from '@/components/ui/button.module.css';
import { ymdtDot } from '@/lib/community/community-text';
import { boardArticle } from '@/lib/server/boards';

type Props = { params: Promise<{ articleNo: string }> };

function articleNoOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) notFound();
  return Number(raw);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { articleNo } = await params;
  return { title: `공지사항 ${/^\d{1,10}$/.test(articleNo) ? articleNo : ''}`.trim() };
}

export default async function NoticeDetailPage({ params }: Props) {
  const article = await boardArticle(BOARD_IDS.notice, articleNoOf((await params).articleNo));
  return (
    <article className={styles.article}>
      <p className={styles.meta}>공지사항</p>
      <h1 className={styles.articleTitle}>{article.title}</h1>
      <p className={styles.meta}>
        <span>{ymdtDot(article.registerYmdt)}</span>
        <span>조회 {article.viewCnt}</span>
      </p>
      <p className={styles.articleBody}>{article.content}</p>
      <div className={styles.actions}>
        <Link href="/board/notice" className={button.outline}>
          목록으로
        </Link>
      </div>
    </article>
  );
}
