import type { Metadata } from 'next';
import { ExistingAccount } from '@/components/account/existing-account';

export const metadata: Metadata = { title: '기존 계정 안내' };

export default function ExistingAccountPage() {
  return <ExistingAccount />;
}
