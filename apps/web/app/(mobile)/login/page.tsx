import type { Metadata } from 'next';
import { LoginForm } from '@/components/account/login-form';

export const metadata: Metadata = { title: '로그인' };

/** /login — the previous-path guard's page: `?redirect=` (or the referring page) is where login returns to. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const redirect = typeof params.redirect === 'string' ? params.redirect : null;
  return <LoginForm redirect={redirect} />;
}
