'use client';
// 결제 수단: the methods the order sheet offers (card, virtual account, phone, Naver Pay).
import type { PayMethodChoice } from '@/lib/checkout/pay-methods';
import type { CheckoutErrors } from '@/lib/checkout/checkout-form';
import styles from './checkout.module.css';

const NOTES: Readonly<Record<string, string>> = {
  VIRTUAL_ACCOUNT: '주문 후 발급되는 계좌로 3일 안에 입금해 주세요. 입금이 확인되면 상품을 준비합니다.',
  NAVER_EASY_PAY: '네이버페이 결제 화면에서 결제를 마무리합니다.',
  MOBILE: '휴대폰 소액결제로 결제합니다.',
  CREDIT_CARD: '모든 신용카드·체크카드로 결제할 수 있습니다.',
};

export function PayMethodSection({ choices, value, errors, onChange }: { choices: readonly PayMethodChoice[]; value: string | null; errors: CheckoutErrors; onChange: (payType: string) => void }) {
  return (
    <section className={styles.section} aria-labelledby="pay-title">
      <fieldset className={styles.fieldset} id="checkout-payType" tabIndex={-1} aria-describedby={errors.payType ? 'checkout-payType-error' : undefined}>
        <legend id="pay-title" className={styles.sectionTitle}>
          결제 수단
        </legend>
        {choices.length === 0 && <p className={styles.fieldError}>지금 사용할 수 있는 결제 수단이 없습니다.</p>}
        <div className={styles.payMethods}>
          {choices.map((choice) => (
            <label key={choice.payType} className={`${styles.payMethod} ${value === choice.payType ? styles.payMethodOn : ''}`}>
              <input type="radio" name="payType" value={choice.payType} checked={value === choice.payType} onChange={() => onChange(choice.payType)} />
              {choice.label}
            </label>
          ))}
        </div>
        {value && NOTES[value] && <p className={styles.hint}>{NOTES[value]}</p>}
        {errors.payType && (
          <p id="checkout-payType-error" className={styles.fieldError}>
            {errors.payType}
          </p>
        )}
      </fieldset>
    </section>
  );
}
