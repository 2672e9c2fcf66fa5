'use client';
// 결제 금액 and 결제하기: the platform's figures row by row, the amount to pay, and the button.
import { formatWon } from '@courtside/core/format';
import { type PaymentInfo } from '@courtside/core/api';
import { paymentLines } from '@/lib/checkout/payment-lines';
import button from '@/components/ui/button.module.css';
import styles from './checkout.module.css';

export function PaymentBox({ info, calculating, paying, onPay }: { info: PaymentInfo; calculating: boolean; paying: boolean; onPay: () => void }) {
  return (
    <aside className={styles.paymentBox} aria-labelledby="payment-title" aria-busy={calculating}>
      <h2 id="payment-title" className={styles.sectionTitle}>
        결제 금액
      </h2>
      <dl className={styles.totals}>
        {paymentLines(info).map((line) => (
          <div key={line.key} data-testid={`payment-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>{line.minus && line.amount > 0 ? `−${formatWon(line.amount)}` : formatWon(line.amount)}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>최종 결제금액</dt>
          <dd data-testid="payment-total">{formatWon(info.paymentAmt)}</dd>
        </div>
      </dl>
      {info.accumulationAmt > 0 && <p className={styles.hint}>구매 확정 시 적립금 {formatWon(info.accumulationAmt)} 적립 예정</p>}
      <button type="button" className={`${button.primary} ${styles.payButton}`} onClick={onPay} disabled={paying || calculating}>
        {paying ? '결제 화면으로 이동 중…' : `${formatWon(info.paymentAmt)} 결제하기`}
      </button>
    </aside>
  );
}
