import type { Metadata } from 'next';
import { PasswordReset } from '@/components/account/password-reset';

export const metadata: Metadata = { title: '비밀번호 재설정' };

export default function PasswordResetPage() {
  return <PasswordReset />;
}
