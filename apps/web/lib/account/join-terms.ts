// The join agreement step (/member/member-register-agreement, /join): two required terms, one
// optional marketing consent, and "agree to all". The agreed terms travel to the form in the URL
// (`?terms=USE,PI_COLLECTION_AND_USE_REQUIRED`) so a reload keeps them.
import type { JoinTermsType } from '@courtside/core/api';

export interface JoinTerm {
  type: JoinTermsType;
  title: string;
  required: boolean;
  /** Which terms text the "보기" button opens. */
  document: 'use' | 'privacy' | 'marketing';
}

export const JOIN_TERMS: readonly JoinTerm[] = [
  { type: 'USE', title: '이용약관 동의', required: true, document: 'use' },
  { type: 'PI_COLLECTION_AND_USE_REQUIRED', title: '개인정보 수집 및 이용 동의', required: true, document: 'privacy' },
  { type: 'MARKETING_USE', title: '마케팅 정보 수신 동의 (SMS, 이메일)', required: false, document: 'marketing' },
];

export type TermsAgreement = Readonly<Partial<Record<JoinTermsType, boolean>>>;

export function isAllAgreed(agreement: TermsAgreement): boolean {
  return JOIN_TERMS.every((term) => agreement[term.type] === true);
}

/** Checking "모두 동의" agrees to every term; unchecking it clears them all. */
export function agreeAll(checked: boolean): TermsAgreement {
  return Object.fromEntries(JOIN_TERMS.map((term) => [term.type, checked]));
}

export function setTerm(agreement: TermsAgreement, type: JoinTermsType, checked: boolean): TermsAgreement {
  return { ...agreement, [type]: checked };
}

/** The required terms not yet agreed to (the "다음" button stays off while any remain). */
export function missingRequiredTerms(agreement: TermsAgreement): JoinTerm[] {
  return JOIN_TERMS.filter((term) => term.required && agreement[term.type] !== true);
}

export function agreedTerms(agreement: TermsAgreement): JoinTermsType[] {
  return JOIN_TERMS.filter((term) => agreement[term.type] === true).map((term) => term.type);
}

export function termsToQuery(agreement: TermsAgreement): string {
  return agreedTerms(agreement).join(',');
}

/** Reads `?terms=` back; unknown values are ignored. */
export function termsFromQuery(raw: string | null | undefined): TermsAgreement {
  const known = new Set<string>(JOIN_TERMS.map((term) => term.type));
  const agreement: Partial<Record<JoinTermsType, boolean>> = {};
  for (const value of (raw ?? '').split(',')) {
    if (known.has(value)) agreement[value as JoinTermsType] = true;
  }
  return agreement;
}
