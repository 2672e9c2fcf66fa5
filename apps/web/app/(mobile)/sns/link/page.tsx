import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SnsLinkManager } from '@/components/account/sns-link-manager';
import { requireMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '소셜 계정 연동' };

export default async function SnsLinkPage() {
  await requireMember('/sns/link');
  return (
    <Suspense>
      <SnsLinkManager />
    </Suspense>
  );
}
