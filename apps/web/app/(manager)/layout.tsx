import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { PageChrome } from '@/components/layout/page-chrome';
import { SideNav } from '@/components/layout/side-nav';
import columns from '@/components/layout/two-column.module.css';
import { ApiProviders } from '@/components/providers';

const productionLinks = [
  { href: '/custom/admin/list', label: '커스텀 주문 전체' },
  { href: '/custom/admin/production', label: '제작 진행' },
  { href: '/custom/admin/completion', label: '제작 완료' },
  { href: '/custom/admin/claims', label: '반품·교환 관리' },
  { href: '/custom/admin/shop', label: '매장 정보 (영수증)' },
] as const;

/**
 * Manager layout (seed §2): the admin production area with its menu. The admin guard runs in each
 * page (`await requireAdmin('/custom/admin/…')`), on the server, because a layout is not re-run on
 * every navigation and cannot know the exact path to send a visitor back to after login.
 */
export default async function ManagerLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return (
    <PageChrome width="default">
      <div className={columns.columns}>
        <SideNav title="제작 관리" links={productionLinks} />
        <div className={columns.content}>
          <ApiProviders>{children}</ApiProviders>
        </div>
      </div>
    </PageChrome>
  );
}
