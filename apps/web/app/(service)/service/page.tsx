import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BOARD_IDS } from '@courtside/core/constants';
import { BoardHead } from '@/components/board/board-head';
import { ServiceShortcuts } from '@/components/board/service-shortcuts';
import styles from '@/components/board/board.module.css';
import { ymdtDot } from '@/lib/community/community-text';
import { boardArticles } from '@/lib/server/boards';

export const metadata: Metadata = { title: '고객센터' };

const SHORTCUTS = [
  { href: '/board/faq', title: '자주 묻는 질문', text: '주문, 배송, 교환·반품, 커스텀 제작' },
  { href: '/board/inquiry/form', title: '1:1 문의', text: '답변은 마이페이지에서 확인' },
  { href: '/mypage/order', title: '주문·배송 조회', text: '주문 취소와 반품 신청' },
  { href: '/mypage/order/myorder', title: '비회원 주문 조회', text: '주문번호와 비밀번호로 조회' },
] as const;

export default async function ServicePage() {
  const notices = await boardArticles(BOARD_IDS.notice, { pageNumber: 1, pageSize: 5 });
  return (
    <div className={styles.page}>
      <BoardHead title="고객센터" lead="평일 10:00–17:00 (점심 12:30–13:30) · 02-123-4567 · help@courtside.kr" />
      <ul className={styles.cards}>
        {SHORTCUTS.map((s) => (
          <li key={s.href} className={styles.card}>
            <Link href={s.href} className={styles.cardLink}>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <ServiceShortcuts />
      <section aria-labelledby="service-notices">
        <h2 id="service-notices" className={styles.sectionTitle}>
          공지사항
        </h2>
        <ul className={styles.list}>
          {notices.items.map((n) => (
            <li key={n.articleNo} className={styles.row}>
              <Link href={`/board/notice/detail/${n.articleNo}`} className={styles.rowLink}>
                {n.notice ? <span className={styles.badge}>공지</span> : <span className={styles.badgeSoft}>안내</span>}
                <span className={styles.rowTitle}>{n.title}</span>
                <span className={styles.meta}>{ymdtDot(n.registerYmdt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
