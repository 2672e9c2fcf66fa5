import type { ReactNode } from 'react';
import { ServiceChrome } from '@/components/layout/service-chrome';

/** The cached boards (notice list, FAQ; issue 33) in the customer-centre layout. */
export default function CachedServiceLayout({ children }: { children: ReactNode }) {
  return <ServiceChrome>{children}</ServiceChrome>;
}
