'use client';
// The totals box: 상품금액, 할인금액, 배송비 and 결제예정금액 of the selected lines, and 선택 상품 주문.
import { formatWon } from '@courtside/core/format';
import type { CartTotals } from '@/lib/cart/cart-view';
import button from '@/components/ui/button.module.css';
import { NpayButton } from '@/components/npay/npay-button';
import styles from './cart.module.css';

export interface CartSummaryProps {
  totals: CartTotals;
  selectedCount: number;
  ordering: boolean;
  /** `naverPay`: ordered with the Naver Pay button. */
  onOrder: (naverPay?: boolean) => void;
  /** A selected line is a custom-made design, which Naver Pay cannot sell. */
  customSelected: boolean;
}

export function CartSummary({ totals, selectedCount, ordering, onOrder, customSelected }: CartSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        결제 예정 금액
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>상품금액</dt>
          <dd data-testid="cart-standard-amt">{formatWon(totals.standardAmount)}</dd>
        </div>
        <div>
          <dt>할인금액</dt>
          <dd data-testid="cart-discount-amt">{totals.discountAmount > 0 ? `−${formatWon(totals.discountAmount)}` : formatWon(0)}</dd>
        </div>
        <div>
          <dt>배송비</dt>
          <dd data-testid="cart-delivery-amt">{formatWon(totals.deliveryAmount)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>결제예정금액</dt>
          <dd data-testid="cart-payment-amt">{formatWon(totals.paymentAmount)}</dd>
        </div>
      </dl>
      <button type="button" className={`${button.primary} ${styles.orderButton}`} onClick={() => onOrder()} disabled={selectedCount === 0 || ordering}>
        {ordering ? '주문서를 만드는 중…' : `선택 상품 주문 (${selectedCount})`}
      </button>
      <NpayButton
        size="medium"
        onClick={() => onOrder(true)}
        busy={selectedCount === 0 || ordering}
        disabledReason={customSelected ? '직접 디자인한 주문 제작 상품은 네이버페이로 구매할 수 없습니다. 다른 결제 수단으로 주문해 주세요.' : null}
      />
    </aside>
  );
}
