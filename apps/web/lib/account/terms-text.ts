// The shop's terms as shown in the join step, the terms modal and the /terms pages. Kept as plain
// text so one source serves the modal and the page (the modal loads it only when opened).
import { PRIVACY_POLICY } from './terms/privacy-policy';
import { TERMS_OF_USE } from './terms/terms-of-use';

export interface TermsDocument {
  title: string;
  /** "2.0"; a change of the text is a new version. */
  version: string;
  /** YYYY-MM-DD the text applies from. */
  effectiveDate: string;
  intro?: string;
  sections: readonly { heading: string; body: string }[];
}

/** "버전 2.0 · 2026년 1월 1일 시행" */
export function termsVersionLine(document: TermsDocument): string {
  const [y, m, d] = document.effectiveDate.split('-').map(Number);
  return `버전 ${document.version} · ${y}년 ${m}월 ${d}일 시행`;
}

/** Where each document is published in full (the join step's modals link there). */
export const TERMS_PAGES = { use: '/terms/agreement', privacy: '/terms/privacy-policy', marketing: null } as const;

export const MARKETING_CONSENT: TermsDocument = {
  title: '마케팅 정보 수신 동의',
  version: '1.0',
  effectiveDate: '2024-01-01',
  intro: '선택 항목입니다. 동의하지 않아도 회원가입과 구매에는 제한이 없습니다.',
  sections: [
    { heading: '수신 내용', body: '신상품, 할인 쿠폰, 적립금 이벤트 소식을 SMS와 이메일로 보내 드립니다.' },
    { heading: '동의 철회', body: '마이페이지 회원정보 수정에서 언제든지 수신을 거부할 수 있습니다. 동의하지 않아도 회원가입과 구매에는 제한이 없습니다.' },
  ],
};

export { PRIVACY_POLICY, TERMS_OF_USE };

export const TERMS_DOCUMENTS = { use: TERMS_OF_USE, privacy: PRIVACY_POLICY, marketing: MARKETING_CONSENT } as const;
export type TermsKey = keyof typeof TERMS_DOCUMENTS;
