// A price after discount ("12,000원") with the original struck through when there is a discount.
import { formatWon } from '@courtside/core/format';
import { discountRate, discountedPrice, type Discountable } from '@/lib/catalogue/price';
import styles from './price.module.css';

export function Price({ price, size = 'medium' }: { price: Discountable; size?: 'medium' | 'large' }) {
  const final = discountedPrice(price);
  const rate = discountRate(price);
  return (
    <p className={`${styles.price} ${styles[size]}`}>
      {rate > 0 && (
        <>
          <span className={styles.rate}>{rate}%</span>
          <del className={styles.original}>
            <span className="visually-hidden">정가 </span>
            {formatWon(price.salePrice)}
          </del>
        </>
      )}
      <strong className={styles.final}>
        {rate > 0 && <span className="visually-hidden">할인가 </span>}
        {formatWon(final)}
      </strong>
    </p>
  );
}
