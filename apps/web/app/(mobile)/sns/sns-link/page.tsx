import type { Metadata } from 'next';
import { SnsConnect } from '@/components/account/sns-connect';
import { providerOf } from '@/lib/account/social';

export const metadata: Metadata = { title: '소셜 계정 연결' };

export default async function SnsConnectPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <SnsConnect provider={providerOf(typeof params.provider === 'string' ? params.provider : null)} />;
}
