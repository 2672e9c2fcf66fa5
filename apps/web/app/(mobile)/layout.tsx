import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';

/** Mobile layout: one narrow column for account forms (login, join, find, member, sns). */
export default function MobileLayout({ children }: { children: ReactNode }) {
  return <PageChrome width="narrow">{children}</PageChrome>;
}
