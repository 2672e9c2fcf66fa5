import type { Metadata } from 'next';
import { FindPanels } from '@/components/account/find-panels';

export const metadata: Metadata = { title: '아이디·비밀번호 찾기' };

export default async function FindPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <FindPanels initialTab={params.tab === 'password' ? 'password' : 'id'} />;
}
