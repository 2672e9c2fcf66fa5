'use client';
// 주문 상품: the sheet's lines by delivery group, with option text, inputs, quantity and amount.
import { formatWon, type DeliveryGroup } from '@courtside/core';
import { optionText } from '@/lib/cart/cart-view';
import styles from './checkout.module.css';

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
                    <img src={line.imageUrl || product.imageUrl} alt="" width={56} height={56} className={styles.thumb} />
                    <div className={styles.orderLineInfo}>
                      <p className={styles.productName}>{product.productName}</p>
                      {option && <p className={styles.muted}>{option}</p>}
                      {(line.optionInputs ?? []).map((input) => (
                        <p key={input.inputLabel} className={styles.muted}>
                          {input.inputLabel}: {input.inputValue}
                        </p>
                      ))}
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
