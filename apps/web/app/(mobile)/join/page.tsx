import type { Metadata } from 'next';
import { JoinFlow } from '@/components/account/join-flow';
import { termsFromQuery } from '@/lib/account/join-terms';

export const metadata: Metadata = { title: '회원가입' };

export default async function JoinPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <JoinFlow initial={termsFromQuery(typeof params.terms === 'string' ? params.terms : null)} />;
}
