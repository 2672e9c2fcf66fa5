import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';

/** Default layout: browse lists, search, carts, checkout, orders, guest pages. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <PageChrome width="default">{children}</PageChrome>;
}
