import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { PageChrome } from '@/components/layout/page-chrome';

/** Default layout: browse lists, search, carts, checkout, orders, guest pages. */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return <PageChrome width="default">{children}</PageChrome>;
}
