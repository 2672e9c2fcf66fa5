'use client';
// One option line of the cart: checkbox, picture, product and option text, the option inputs,
// the quantity stepper, the amount (with the pre-discount amount struck through) and 삭제.
import Link from '@/components/ui/link';
import { formatWon } from '@courtside/core/format';
import type { CartLineView } from '@/lib/cart/cart-view';
import { LineInputs, LineThumb } from '@/components/design/design-line';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

export interface CartLineActions {
  onToggle: (cartNo: number, selected: boolean) => void;
  onDecrease: (line: CartLineView) => void;
  onIncrease: (line: CartLineView) => void;
  onRemove: (cartNos: readonly number[]) => void;
  /** The guest cart deletes a line whose quantity goes below 1. */
  removesBelowOne: boolean;
  busy: boolean;
}

export function CartLine({ line, actions, invalid = false }: { line: CartLineView; actions: CartLineActions; invalid?: boolean }) {
  const name = line.optionText ? `${line.productName} (${line.optionText})` : line.productName;
  return (
    <li className={`${styles.line} ${invalid ? styles.invalidLine : ''}`} data-testid="cart-line" data-cart-no={line.cartNo}>
      {!invalid && (
        <input
          type="checkbox"
          className={styles.check}
          checked={line.selected}
          disabled={!line.orderable || actions.busy}
          onChange={(event) => actions.onToggle(line.cartNo, event.target.checked)}
          aria-label={`${name} 선택`}
        />
      )}
      <LineThumb inputs={line.inputs} imageUrl={line.imageUrl} size={80} className={styles.thumb} />
      <div className={styles.info}>
        <Link href={`/product/${line.productNo}`} className={styles.name}>
          {line.productName}
        </Link>
        {line.optionText && <p className={styles.option}>{line.optionText}</p>}
        {line.inputs.length > 0 && (
          <ul className={styles.inputs} aria-label="입력 옵션">
            <LineInputs inputs={line.inputs} as="li" />
          </ul>
        )}
        {line.problem && (
          <p className={styles.problem} role={invalid ? undefined : 'note'}>
            {line.problem}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        {invalid ? (
          <span className={styles.count}>수량 {line.orderCnt}개</span>
        ) : (
          <QuantityStepper
            value={line.orderCnt}
            max={line.maxCnt}
            label={name}
            removesBelowOne={actions.removesBelowOne}
            disabled={actions.busy}
            onDecrease={() => actions.onDecrease(line)}
            onIncrease={() => actions.onIncrease(line)}
          />
        )}
        <p className={styles.amount}>
          {line.discountAmount > 0 && (
            <del className={styles.before}>
              <span className="visually-hidden">할인 전 </span>
              {formatWon(line.standardAmount)}
            </del>
          )}
          <strong>{formatWon(line.buyAmount)}</strong>
        </p>
        <button type="button" className={styles.remove} onClick={() => actions.onRemove([line.cartNo])} disabled={actions.busy} aria-label={`${name} 삭제`}>
          삭제
        </button>
      </div>
    </li>
  );
}
