import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { ServiceChrome } from '@/components/layout/service-chrome';

/** Service layout, rendered per request (the notice list's first pages and the FAQ come from app/cached/). */
export default async function ServiceLayout({ children }: { children: ReactNode }) {
  await connection();
  return <ServiceChrome>{children}</ServiceChrome>;
}
