import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { PageChrome } from '@/components/layout/page-chrome';
import { SideNav } from '@/components/layout/side-nav';
import columns from '@/components/layout/two-column.module.css';
import { accountLinks } from '@/lib/navigation';
import { ApiProviders } from '@/components/providers';

/**
 * User layout (/mypage/*) with the account menu. The auth guard is per page — call
 * `await requireMember('/mypage/…')` at the top of each guarded page — because /mypage/order/myorder
 * and /mypage/leave are unguarded (seed §2) and a layout cannot know its exact pathname.
 */
export default async function UserLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return (
    <PageChrome>
      <div className={columns.columns}>
        <SideNav title="마이페이지" links={accountLinks} />
        <div className={columns.content}>
          <ApiProviders>{children}</ApiProviders>
        </div>
      </div>
    </PageChrome>
  );
}
