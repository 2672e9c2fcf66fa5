import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';

/** The cached lists and product pages (issue 33): the default layout, with nothing read per request. */
export default function CachedCatalogueLayout({ children }: { children: ReactNode }) {
  return <PageChrome width="default">{children}</PageChrome>;
}
