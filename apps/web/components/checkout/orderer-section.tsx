'use client';
// 주문자 정보: name, phone and e-mail (filled in from the member's profile, editable).
import type { CheckoutErrors, OrdererFields } from '@/lib/checkout/checkout-form';
import { TextField, fieldId } from './text-field';
import styles from './checkout.module.css';

export function OrdererSection({ orderer, errors, guest, onChange }: { orderer: OrdererFields; errors: CheckoutErrors; guest: boolean; onChange: (patch: Partial<OrdererFields>) => void }) {
  return (
    <section className={styles.section} aria-labelledby="orderer-title">
      <h2 id="orderer-title" className={styles.sectionTitle}>
        주문자 정보
      </h2>
      <div className={styles.fields}>
        <TextField id={fieldId('ordererName')} label="이름" value={orderer.name} onChange={(name) => onChange({ name })} error={errors.ordererName} required autoComplete="name" maxLength={50} />
        <TextField
          id={fieldId('ordererPhone')}
          label="휴대폰 번호"
          value={orderer.phone}
          onChange={(phone) => onChange({ phone })}
          error={errors.ordererPhone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={20}
        />
        <TextField
          id={fieldId('ordererEmail')}
          label="이메일"
          value={orderer.email}
          onChange={(email) => onChange({ email })}
          error={errors.ordererEmail}
          required={guest}
          type="email"
          autoComplete="email"
          hint="주문 확인과 배송 안내를 이메일로 보내 드립니다."
          maxLength={100}
        />
      </div>
    </section>
  );
}
