'use client';
// 결제 금액 and 결제하기: the platform's figures row by row, the amount to pay, and the button.
import { formatWon } from '@courtside/core/format';
import type { PaymentView } from '@/lib/checkout/order-sheet-view';
import button from '@/components/ui/button.module.css';
import styles from './checkout.module.css';

export function PaymentBox({ payment, calculating, paying, onPay }: { payment: PaymentView; calculating: boolean; paying: boolean; onPay: () => void }) {
  return (
    <aside className={styles.paymentBox} aria-labelledby="payment-title" aria-busy={calculating}>
      <h2 id="payment-title" className={styles.sectionTitle}>
        결제 금액
      </h2>
      <dl className={styles.totals}>
        {payment.lines.map((line) => (
          <div key={line.key} data-testid={`payment-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>{line.minus && line.amount > 0 ? `−${formatWon(line.amount)}` : formatWon(line.amount)}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>최종 결제금액</dt>
          <dd data-testid="payment-total">{formatWon(payment.total)}</dd>
        </div>
      </dl>
      {payment.pointsEarned > 0 && <p className={styles.hint}>구매 확정 시 적립금 {formatWon(payment.pointsEarned)} 적립 예정</p>}
      <button type="button" className={`${button.primary} ${styles.payButton}`} onClick={onPay} disabled={paying || calculating}>
        {paying ? '결제 화면으로 이동 중…' : `${formatWon(payment.total)} 결제하기`}
      </button>
    </aside>
  );
}
