import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { PageChrome } from '@/components/layout/page-chrome';
import { ApiProviders } from '@/components/providers';

/** Mobile layout: one narrow column for account forms (login, join, find, member, sns). */
export default async function MobileLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return (
    <PageChrome width="narrow">
      <ApiProviders>{children}</ApiProviders>
    </PageChrome>
  );
}
