import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';
import { SideNav } from '@/components/layout/side-nav';
import columns from '@/components/layout/two-column.module.css';
import { boardLinks } from '@/lib/navigation';

const serviceLinks = [...boardLinks, { href: '/terms/agreement', label: '이용약관' }, { href: '/terms/privacy-policy', label: '개인정보처리방침' }];

/** Service layout: boards (notice, FAQ, benefit, 1:1 inquiry) and terms, with the customer-centre menu. */
export function ServiceChrome({ children }: { children: ReactNode }) {
  return (
    <PageChrome>
      <div className={columns.columns}>
        <SideNav title="고객센터" links={serviceLinks} />
        <div className={columns.content}>{children}</div>
      </div>
    </PageChrome>
  );
}
