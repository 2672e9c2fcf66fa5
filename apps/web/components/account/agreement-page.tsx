'use client';
// /member/member-register-agreement: the agreement step on its own; "다음" opens the form with the
// agreed terms in the address.
import { useRouter } from 'next/navigation';
import { termsToQuery } from '@/lib/account/join-terms';
import { JoinAgreement } from './join-agreement';

export function AgreementPage() {
  const router = useRouter();
  return <JoinAgreement initial={{}} onNext={(agreement) => router.push(`/join?terms=${encodeURIComponent(termsToQuery(agreement))}`)} />;
}
