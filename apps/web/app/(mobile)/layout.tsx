import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';
import { ApiProviders } from '@/components/providers';

/** Mobile layout: one narrow column for account forms (login, join, find, member, sns). */
export default function MobileLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome width="narrow">
      <ApiProviders>{children}</ApiProviders>
    </PageChrome>
  );
}
