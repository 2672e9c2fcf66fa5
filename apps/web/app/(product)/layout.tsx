import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';

/** Product layout: product detail pages (/product/{slug}, /products/{slug}). */
export default function ProductLayout({ children }: { children: ReactNode }) {
  return <PageChrome width="default">{children}</PageChrome>;
}
