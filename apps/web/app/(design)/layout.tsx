import type { ReactNode } from 'react';
import { DesignHeader } from '@/components/design/design-header';
import { ApiProviders } from '@/components/providers';

/** Design layout (seed §2): the designer pages with a minimal header and no footer. */
export default function DesignLayout({ children }: { children: ReactNode }) {
  return (
    <ApiProviders>
      <DesignHeader />
      <main id="main">{children}</main>
    </ApiProviders>
  );
}
