import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ClaimDesk } from '@/components/admin/claim-desk';
import { PageHead } from '@/components/mypage/page-head';
import styles from '@/components/mypage/mypage.module.css';
import type { SearchParams } from '@/lib/catalogue/page-props';
import { requireAdmin } from '@/lib/server/guards';
import { listDeskClaims, withDeskActions } from '@/lib/server/claims/claim-desk';

export const metadata: Metadata = { title: '반품·교환 관리' };

/** /custom/admin/claims: returns and exchanges waiting for the shop (admins only). */
export default async function AdminClaimsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin('/custom/admin/claims');
  const state = (await searchParams).state === 'done' ? 'done' : 'open';
  const { items } = await listDeskClaims(state);
  return (
    <div className={styles.page}>
      <PageHead title="반품·교환 관리" lead="고객이 신청한 반품과 교환을 승인하고, 회수와 환불·재발송을 처리합니다." />
      <nav aria-label="처리 상태" className={styles.tabs}>
        <Link href="/custom/admin/claims" className={state === 'open' ? styles.tabCurrent : styles.tab} aria-current={state === 'open' ? 'page' : undefined}>
          처리 대기
        </Link>
        <Link href="/custom/admin/claims?state=done" className={state === 'done' ? styles.tabCurrent : styles.tab} aria-current={state === 'done' ? 'page' : undefined}>
          처리 완료
        </Link>
      </nav>
      {items.length === 0 ? (
        <p className={styles.empty}>{state === 'open' ? '처리할 반품·교환 신청이 없습니다.' : '처리한 신청이 없습니다.'}</p>
      ) : (
        <ClaimDesk claims={withDeskActions(items)} />
      )}
    </div>
  );
}
