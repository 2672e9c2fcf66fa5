'use client';
// 결제 수단: the methods the order sheet offers (card, virtual account, phone, Naver Pay, 카카오페이,
// 토스페이, 페이코 — the easy payments with their marks), and the shop's 무이자 할부 안내 with the card.
import type { PayMethodChoice } from '@/lib/checkout/pay-methods';
import type { CheckoutErrors } from '@/lib/checkout/checkout-form';
import { PayMark } from './pay-mark';
import styles from './checkout.module.css';

const NOTES: Readonly<Record<string, string>> = {
  VIRTUAL_ACCOUNT: '주문 후 발급되는 계좌로 3일 안에 입금해 주세요. 입금이 확인되면 상품을 준비합니다.',
  NAVER_EASY_PAY: '네이버페이 결제 화면에서 결제를 마무리합니다.',
  KAKAO_PAY: '카카오페이 결제 화면에서 카카오페이머니나 등록한 카드로 결제합니다. 취소·환불은 카카오페이로 돌려드립니다.',
  TOSS_PAY: '토스페이 결제 화면에서 토스머니나 등록한 계좌·카드로 결제합니다. 취소·환불은 토스페이로 돌려드립니다.',
  PAYCO: '페이코 결제 화면에서 페이코 포인트나 등록한 카드로 결제합니다. 취소·환불은 페이코로 돌려드립니다.',
  MOBILE: '휴대폰 소액결제로 결제합니다.',
  CREDIT_CARD: '모든 신용카드·체크카드로 결제할 수 있습니다.',
};

export function PayMethodSection({ choices, value, errors, onChange, interestFree = [] }: { choices: readonly PayMethodChoice[]; value: string | null; errors: CheckoutErrors; onChange: (payType: string) => void; interestFree?: readonly string[] }) {
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
              {choice.easy && <PayMark payType={choice.payType} />}
              <span className={styles.payMethodName}>{choice.label}</span>
            </label>
          ))}
        </div>
        {value && NOTES[value] && <p className={styles.hint}>{NOTES[value]}</p>}
        {value === 'CREDIT_CARD' && interestFree.length > 0 && (
          <div className={styles.interestFree} data-testid="interest-free">
            <p className={styles.interestFreeTitle}>무이자 할부 안내</p>
            <ul>
              {interestFree.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.hint}>할부는 카드사 결제 화면에서 고릅니다. 법인·체크·기프트 카드는 제외됩니다.</p>
          </div>
        )}
        {errors.payType && (
          <p id="checkout-payType-error" className={styles.fieldError}>
            {errors.payType}
          </p>
        )}
      </fieldset>
    </section>
  );
}
