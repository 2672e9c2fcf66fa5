import type { ReactNode } from 'react';
import { ApiProviders } from '@/components/providers';

/** These pages call the platform from the browser: react-query and the Shop API client load here, not on every page. */
export default function ApiLayout({ children }: { children: ReactNode }) {
  return <ApiProviders>{children}</ApiProviders>;
}
