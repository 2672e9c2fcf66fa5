import type { ReactNode } from 'react';
import { PageChrome } from '@/components/layout/page-chrome';

/** Banner layout (home): full-width main so the hero runs edge to edge; sections centre themselves. */
export default function BannerLayout({ children }: { children: ReactNode }) {
  return <PageChrome width="wide">{children}</PageChrome>;
}
