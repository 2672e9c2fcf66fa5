'use client';
// 약관 동의: the order sheet's terms with 전체 동의; the required ones must all be ticked to pay.
import type { CheckoutErrors } from '@/lib/checkout/checkout-form';
import styles from './checkout.module.css';

export interface CheckoutTerm {
  termsType: string;
  title: string;
  contents: string;
  required: boolean;
}

export function TermsSection({ terms, agreed, errors, onChange }: { terms: readonly CheckoutTerm[]; agreed: readonly string[]; errors: CheckoutErrors; onChange: (agreed: string[]) => void }) {
  const all = terms.length > 0 && terms.every((t) => agreed.includes(t.termsType));
  const toggle = (termsType: string, on: boolean) => onChange(on ? [...new Set([...agreed, termsType])] : agreed.filter((t) => t !== termsType));
  return (
    <section className={styles.section} aria-labelledby="terms-title">
      <fieldset className={styles.fieldset} id="checkout-terms" tabIndex={-1} aria-describedby={errors.terms ? 'checkout-terms-error' : undefined}>
        <legend id="terms-title" className={styles.sectionTitle}>
          약관 동의
        </legend>
        <label className={`${styles.checkLine} ${styles.allAgree}`}>
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? terms.map((t) => t.termsType) : [])} />
          주문 내용을 확인했으며 아래 약관에 모두 동의합니다.
        </label>
        <ul className={styles.terms}>
          {terms.map((term) => (
            <li key={term.termsType}>
              <label className={styles.checkLine}>
                <input type="checkbox" checked={agreed.includes(term.termsType)} onChange={(e) => toggle(term.termsType, e.target.checked)} />
                {term.title} ({term.required ? '필수' : '선택'})
              </label>
              {term.contents && (
                <details className={styles.termsText}>
                  <summary>내용 보기</summary>
                  <p>{term.contents}</p>
                </details>
              )}
            </li>
          ))}
        </ul>
        {errors.terms && (
          <p id="checkout-terms-error" className={styles.fieldError}>
            {errors.terms}
          </p>
        )}
      </fieldset>
    </section>
  );
}
