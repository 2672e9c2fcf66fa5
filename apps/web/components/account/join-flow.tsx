'use client';
// /join: the agreement step first (unless the terms came agreed from
// /member/member-register-agreement), then the form.
import { useState } from 'react';
import { agreedTerms, missingRequiredTerms, type TermsAgreement } from '@/lib/account/join-terms';
import { JoinAgreement } from './join-agreement';
import { JoinForm } from './join-form';

export function JoinFlow({ initial }: { initial: TermsAgreement }) {
  const [agreement, setAgreement] = useState<TermsAgreement | null>(missingRequiredTerms(initial).length === 0 ? initial : null);
  if (!agreement) return <JoinAgreement initial={initial} onNext={setAgreement} />;
  return <JoinForm terms={agreedTerms(agreement)} />;
}
