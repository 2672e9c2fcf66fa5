// The Naver Pay purchase button beside 바로 구매 (product page) and under the cart's order button.
// Presentational: the parent passes what a tap does, or why Naver Pay cannot sell the item (a
// custom-made item), which greys it out and says so.
import styles from './npay-button.module.css';

export interface NpayButtonProps {
  onClick?: () => void;
  /** Why Naver Pay cannot sell this (shown under the greyed button); null when it can. */
  disabledReason?: string | null;
  busy?: boolean;
  size?: 'large' | 'medium';
  label?: string;
}

export function NpayButton({ onClick, disabledReason = null, busy = false, size = 'large', label = '구매하기' }: NpayButtonProps) {
  const reasonId = disabledReason ? 'npay-disabled-reason' : undefined;
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={`${styles.button} ${styles[size]}`}
        onClick={onClick}
        disabled={disabledReason !== null || busy}
        aria-describedby={reasonId}
        data-testid="npay-button"
      >
        <span className={styles.mark} aria-hidden="true">
          <span className={styles.markN}>N</span>Pay
        </span>
        <span>
          <span className="visually-hidden">네이버페이로 </span>
          {disabledReason ? '구매 불가' : label}
        </span>
      </button>
      {disabledReason && (
        <p id={reasonId} className={styles.reason}>
          {disabledReason}
        </p>
      )}
    </div>
  );
}
