import type { Metadata } from 'next';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import { RecentlyViewedList } from '@/components/product/recently-viewed-list';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '최근 본 상품' };

/** /mypage/recent: 최근 본 상품 — the last twenty products opened on this device (kept on the device only). */
export default async function RecentlyViewedPage() {
  await requireMember('/mypage/recent');
  return (
    <div className={styles.page}>
      <PageHead title="최근 본 상품" lead="이 기기에서 최근에 본 상품 20개까지 보여 드립니다." />
      <RecentlyViewedList editable />
    </div>
  );
}
