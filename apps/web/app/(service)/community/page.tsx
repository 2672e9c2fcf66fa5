import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BoardHead } from '@/components/board/board-head';
import styles from '@/components/board/board.module.css';
import { ymdtDot } from '@/lib/community/community-text';
import { boardArticles } from '@/lib/server/boards';

export const metadata: Metadata = { title: '커뮤니티' };

/** The community hub: what is on now (benefits), where to talk to the shop, and where shoppers' reviews live. */
export default async function CommunityPage() {
  const benefits = await boardArticles('benefit', { pageNumber: 1, pageSize: 3 });
  return (
    <div className={styles.page}>
      <BoardHead title="커뮤니티" lead="코트사이드와 테니스 이야기를 나눠요." />
      <ul className={styles.cards}>
        <li className={styles.card}>
          <Link href="/best" className={styles.cardLink}>
            <h2>베스트 리뷰 상품</h2>
            <p>리뷰가 많은 인기 상품과 포토 리뷰를 둘러보세요.</p>
          </Link>
        </li>
        <li className={styles.card}>
          <Link href="/board/notice" className={styles.cardLink}>
            <h2>공지사항</h2>
            <p>배송 일정, 제작 기간, 매장 소식</p>
          </Link>
        </li>
        <li className={styles.card}>
          <Link href="/board/inquiry" className={styles.cardLink}>
            <h2>1:1 문의</h2>
            <p>궁금한 점을 남기면 고객센터가 답해 드려요.</p>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="community-benefits">
        <h2 id="community-benefits" className={styles.sectionTitle}>
          진행 중인 혜택
        </h2>
        {benefits.items.length === 0 ? (
          <p className={styles.empty}>진행 중인 혜택이 없습니다.</p>
        ) : (
          <ul className={styles.gallery}>
            {benefits.items.map((b) => (
              <li key={b.articleNo} className={styles.benefit}>
                <h3>{b.title}</h3>
                <p>{b.content}</p>
                <p className={styles.meta}>{ymdtDot(b.registerYmdt)}</p>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link href="/board/benefit">혜택 모두 보기</Link>
        </p>
      </section>
    </div>
  );
}
