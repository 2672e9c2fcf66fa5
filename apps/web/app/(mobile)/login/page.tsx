import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/account/login-form';
import { currentMember } from '@/lib/server/guards';

export const metadata: Metadata = { title: '로그인' };

/** /login — the previous-path guard's page: `?redirect=` (or the referring page) is where login returns to. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // A signed-in member has nothing to do here: home (issue 29), never back to `?redirect=`, which may
  // be a page they may not see (an admin page) and would send them round again.
  if (await currentMember()) redirect('/');
  const params = await searchParams;
  const back = typeof params.redirect === 'string' ? params.redirect : null;
  return <LoginForm redirect={back} />;
}
