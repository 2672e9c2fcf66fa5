'use client';
// 주문 상품: the sheet's lines by delivery group, with option text, inputs, quantity and amount.
import { formatWon } from '@courtside/core/format';
import type { SheetGroupView } from '@/lib/checkout/order-sheet-view';
import styles from './checkout.module.css';
import { LineInputs, LineThumb } from '@/components/design/design-line';

export function OrderProducts({ groups, lineCount }: { groups: readonly SheetGroupView[]; lineCount: number }) {
  return (
    <section className={styles.section} aria-labelledby="products-title">
      <h2 id="products-title" className={styles.sectionTitle}>
        주문 상품 <span className={styles.count}>{lineCount}건</span>
      </h2>
      {groups.map((group) => (
        <div key={group.key} className={styles.orderGroup}>
          <p className={styles.groupName}>
            {group.partnerName} 배송 · 배송비 {formatWon(group.deliveryAmount)}
          </p>
          <ul className={styles.orderLines}>
            {group.lines.map((line) => (
              <li key={line.key} className={styles.orderLine} data-testid="checkout-line">
                <LineThumb inputs={line.inputs} imageUrl={line.imageUrl} size={56} className={styles.thumb} />
                <div className={styles.orderLineInfo}>
                  <p className={styles.productName}>{line.productName}</p>
                  {line.optionText && <p className={styles.muted}>{line.optionText}</p>}
                  <LineInputs inputs={line.inputs} className={styles.muted} />
                  <p className={styles.muted}>수량 {line.orderCnt}개</p>
                </div>
                <strong className={styles.lineAmount}>{formatWon(line.buyAmount)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
