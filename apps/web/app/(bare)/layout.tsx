import type { ReactNode } from 'react';
import { ApiProviders } from '@/components/providers';

/** "No layout" routes of seed §2 (/address/*, /custom/document, callbacks): no header or footer. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main">
      <ApiProviders>{children}</ApiProviders>
    </main>
  );
}
