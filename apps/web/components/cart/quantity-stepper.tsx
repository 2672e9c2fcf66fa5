'use client';
// − / + around the quantity. `removesBelowOne` is the guest cart's rule: minus at 1 deletes the
// line (the button then says so); elsewhere minus stops at 1. Plus stops at the stock limit.
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  max: number;
  /** What is being counted, for the buttons' accessible names. */
  label: string;
  onDecrease: () => void;
  onIncrease: () => void;
  removesBelowOne?: boolean;
  disabled?: boolean;
}

export function QuantityStepper({ value, max, label, onDecrease, onIncrease, removesBelowOne = false, disabled = false }: QuantityStepperProps) {
  const atMin = value <= 1;
  const minusRemoves = atMin && removesBelowOne;
  return (
    <div className={styles.stepper} role="group" aria-label={`${label} 수량`}>
      <button
        type="button"
        className={styles.button}
        onClick={onDecrease}
        disabled={disabled || (atMin && !removesBelowOne)}
        aria-label={minusRemoves ? `${label} 삭제` : `${label} 수량 줄이기`}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`${label} 수량`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={onIncrease}
        disabled={disabled || value >= max}
        aria-label={`${label} 수량 늘리기`}
      >
        +
      </button>
    </div>
  );
}
