'use client';
// The join agreement step: "모두 동의", the two required terms and the optional marketing consent,
// each with its text in the terms modal. "다음" stays off until the required ones are checked.
import { useState } from 'react';
import { TermsModal } from '@/components/modals/terms-modal';
import button from '@/components/ui/button.module.css';
import { JOIN_TERMS, agreeAll, isAllAgreed, missingRequiredTerms, setTerm, type TermsAgreement } from '@/lib/account/join-terms';
import type { TermsKey } from '@/lib/account/terms-text';
import styles from './account.module.css';

export function JoinAgreement({ initial, onNext }: { initial: TermsAgreement; onNext: (agreement: TermsAgreement) => void }) {
  const [agreement, setAgreement] = useState<TermsAgreement>(initial);
  const [reading, setReading] = useState<TermsKey | null>(null);
  const missing = missingRequiredTerms(agreement);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>약관 동의</h1>
      <p className={styles.lead}>코트사이드 회원가입을 위해 약관에 동의해 주세요.</p>
      <fieldset className={styles.terms}>
        <legend className="visually-hidden">가입 약관</legend>
        <label className={`${styles.check} ${styles.termAll}`}>
          <input type="checkbox" checked={isAllAgreed(agreement)} onChange={(e) => setAgreement(agreeAll(e.target.checked))} />
          약관에 모두 동의합니다
        </label>
        {JOIN_TERMS.map((term) => (
          <div key={term.type} className={styles.termRow}>
            <label className={styles.check}>
              <input type="checkbox" checked={agreement[term.type] === true} onChange={(e) => setAgreement(setTerm(agreement, term.type, e.target.checked))} />
              {term.title} <span className={term.required ? styles.required : styles.optional}>({term.required ? '필수' : '선택'})</span>
            </label>
            <button type="button" className={styles.textButton} onClick={() => setReading(term.document)} aria-label={`${term.title} 내용 보기`}>
              보기
            </button>
          </div>
        ))}
      </fieldset>
      {missing.length > 0 && <p className={styles.hint}>필수 약관에 동의해야 가입할 수 있습니다.</p>}
      <button type="button" className={`${button.primary} ${styles.wide}`} disabled={missing.length > 0} onClick={() => onNext(agreement)}>
        다음
      </button>
      {reading && <TermsModal terms={reading} onClose={() => setReading(null)} />}
    </div>
  );
}
