'use client';
// 주문 상품: the sheet's lines by delivery group, with option text, inputs, quantity and amount.
import { formatWon } from '@courtside/core/format';
import { type DeliveryGroup } from '@courtside/core/api';
import { optionText } from '@/lib/cart/cart-view';
import styles from './checkout.module.css';
import { LineInputs, LineThumb } from '@/components/design/design-line';

export function OrderProducts({ groups }: { groups: readonly DeliveryGroup[] }) {
  const count = groups.reduce((n, g) => n + g.orderProducts.reduce((m, p) => m + p.orderProductOptions.length, 0), 0);
  return (
    <section className={styles.section} aria-labelledby="products-title">
      <h2 id="products-title" className={styles.sectionTitle}>
        주문 상품 <span className={styles.count}>{count}건</span>
      </h2>
      {groups.map((group, index) => (
        <div key={`${group.partnerName}-${index}`} className={styles.orderGroup}>
          <p className={styles.groupName}>
            {group.partnerName} 배송 · 배송비 {formatWon(group.deliveryAmt)}
          </p>
          <ul className={styles.orderLines}>
            {group.orderProducts.flatMap((product) =>
              product.orderProductOptions.map((line) => {
                const option = optionText(line.optionName, line.optionValue);
                return (
                  <li key={`${product.productNo}-${line.optionNo}-${line.cartNo}`} className={styles.orderLine} data-testid="checkout-line">
                    <LineThumb inputs={line.optionInputs} imageUrl={line.imageUrl || product.imageUrl} size={56} className={styles.thumb} />
                    <div className={styles.orderLineInfo}>
                      <p className={styles.productName}>{product.productName}</p>
                      {option && <p className={styles.muted}>{option}</p>}
                      <LineInputs inputs={line.optionInputs} className={styles.muted} />
                      <p className={styles.muted}>수량 {line.orderCnt}개</p>
                    </div>
                    <strong className={styles.lineAmount}>{formatWon(line.price.buyAmt)}</strong>
                  </li>
                );
              }),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
