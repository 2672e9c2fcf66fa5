import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { DesignHeader } from '@/components/design/design-header';
import { ApiProviders } from '@/components/providers';

/** Design layout (seed §2): the designer pages with a minimal header and no footer. */
export default async function DesignLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return (
    <ApiProviders>
      <DesignHeader />
      <main id="main">{children}</main>
    </ApiProviders>
  );
}
