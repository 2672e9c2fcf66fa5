'use client';
// 비회원 주문 비밀번호: with the order number it opens the order later (guest order lookup).
import type { CheckoutErrors } from '@/lib/checkout/checkout-form';
import { TextField, fieldId } from './text-field';
import styles from './checkout.module.css';

export function GuestPasswordSection({ password, confirm, errors, onChange }: { password: string; confirm: string; errors: CheckoutErrors; onChange: (patch: { guestPassword?: string; guestPasswordConfirm?: string }) => void }) {
  return (
    <section className={styles.section} aria-labelledby="guest-password-title">
      <h2 id="guest-password-title" className={styles.sectionTitle}>
        비회원 주문 비밀번호
      </h2>
      <p className={styles.muted}>주문번호와 이 비밀번호로 주문 내역을 조회할 수 있습니다.</p>
      <div className={styles.fields}>
        <TextField
          id={fieldId('guestPassword')}
          label="비밀번호"
          type="password"
          value={password}
          onChange={(guestPassword) => onChange({ guestPassword })}
          error={errors.guestPassword}
          required
          autoComplete="new-password"
          hint="4~20자로 입력해 주세요."
          maxLength={20}
        />
        <TextField
          id={fieldId('guestPasswordConfirm')}
          label="비밀번호 확인"
          type="password"
          value={confirm}
          onChange={(guestPasswordConfirm) => onChange({ guestPasswordConfirm })}
          error={errors.guestPasswordConfirm}
          required
          autoComplete="new-password"
          maxLength={20}
        />
      </div>
    </section>
  );
}
