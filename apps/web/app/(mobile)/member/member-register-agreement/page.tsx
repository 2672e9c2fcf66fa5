import type { Metadata } from 'next';
import { AgreementPage } from '@/components/account/agreement-page';

export const metadata: Metadata = { title: '약관 동의' };

export default function MemberRegisterAgreementPage() {
  return <AgreementPage />;
}
