import type { Metadata } from 'next';
import { SnsLogin } from '@/components/account/sns-login';

export const metadata: Metadata = { title: '간편 로그인' };

export default async function SnsLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <SnsLogin redirect={typeof params.redirect === 'string' ? params.redirect : null} />;
}
