import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { ApiProviders } from '@/components/providers';

/** "No layout" routes of seed §2 (/address/*, /custom/document, callbacks): no header or footer. */
export default async function BareLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return (
    <main id="main">
      <ApiProviders>{children}</ApiProviders>
    </main>
  );
}
