'use client';
// 현금영수증 신청 under 가상계좌: 소득공제 (휴대폰 번호 or 현금영수증 카드) or 지출증빙 (사업자등록번호);
// the platform issues it when the deposit is confirmed.
import { CASH_RECEIPT_KEY_TYPES, withPurpose, type CashReceiptForm } from '@/lib/checkout/cash-receipt-form';
import type { CashReceiptKeyType } from '@courtside/core/api';
import styles from './checkout.module.css';

export function CashReceiptFields({ value, error, onChange }: { value: CashReceiptForm; error: string | undefined; onChange: (next: CashReceiptForm) => void }) {
  const kinds = CASH_RECEIPT_KEY_TYPES[value.purpose];
  const kind = kinds.find((k) => k.value === value.keyType) ?? kinds[0];
  return (
    <div className={styles.cashReceipt} data-testid="cash-receipt">
      <label className={styles.check}>
        <input type="checkbox" checked={value.apply} onChange={(e) => onChange({ ...value, apply: e.target.checked })} />
        현금영수증 신청
      </label>
      {value.apply && (
        <>
          <div className={styles.cashReceiptPurposes} role="radiogroup" aria-label="현금영수증 용도">
            {(['INCOME_TAX_DEDUCTION', 'PROOF_EXPENDITURE'] as const).map((purpose) => (
              <label key={purpose} className={styles.check}>
                <input type="radio" name="cashReceiptPurpose" checked={value.purpose === purpose} onChange={() => onChange(withPurpose(value, purpose))} />
                {purpose === 'INCOME_TAX_DEDUCTION' ? '소득공제용 (개인)' : '지출증빙용 (사업자)'}
              </label>
            ))}
          </div>
          <div className={styles.cashReceiptKey}>
            <label htmlFor="checkout-cashReceiptType" className={styles.srOnly}>
              발급 번호 종류
            </label>
            <select id="checkout-cashReceiptType" value={value.keyType} onChange={(e) => onChange({ ...value, keyType: e.target.value as CashReceiptKeyType })}>
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
            <label htmlFor="checkout-cashReceipt" className={styles.srOnly}>
              {kind?.label ?? '발급 번호'}
            </label>
            <input
              id="checkout-cashReceipt"
              inputMode="numeric"
              autoComplete="off"
              placeholder={kind?.placeholder}
              maxLength={24}
              value={value.key}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'checkout-cashReceipt-error' : undefined}
              onChange={(e) => onChange({ ...value, key: e.target.value })}
            />
          </div>
          {error && (
            <p id="checkout-cashReceipt-error" className={styles.fieldError}>
              {error}
            </p>
          )}
          <p className={styles.hint}>입금이 확인되면 바로 발급되며, 주문 상세에서 승인번호와 영수증을 확인할 수 있습니다.</p>
        </>
      )}
    </div>
  );
}
