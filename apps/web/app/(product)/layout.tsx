import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { PageChrome } from '@/components/layout/page-chrome';

/** Product layout: /products/{slug}/customize (product detail itself is app/cached/(default)/product). */
export default async function ProductLayout({ children }: { children: ReactNode }) {
  // Per request (issue 33): only app/cached/ is kept in Next's cache; this page is per visitor or a form.
  await connection();
  return <PageChrome width="default">{children}</PageChrome>;
}
