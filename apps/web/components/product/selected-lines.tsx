'use client';
// The picked options: each with its option inputs, a quantity stepper bounded by stock and the
// per-order limit, its amount, and a remove button.
import { formatWon } from '@courtside/core/format';
import { type OptionInputField } from '@courtside/core/api';
import { maxQuantity } from '@/lib/catalogue/option-tree';
import type { PurchaseLine } from '@/lib/catalogue/purchase-lines';
import { showToast } from '@/lib/toast/toast-store';
import styles from './purchase-panel.module.css';

export interface SelectedLinesProps {
  lines: readonly PurchaseLine[];
  fields: readonly OptionInputField[];
  productName: string;
  minBuyCnt: number;
  maxBuyTimeCnt: number;
  removable: boolean;
  onChange: (optionNo: number, change: Partial<Pick<PurchaseLine, 'orderCnt' | 'inputs'>>) => void;
  onRemove: (optionNo: number) => void;
}

export function SelectedLines({ lines, fields, productName, minBuyCnt, maxBuyTimeCnt, removable, onChange, onRemove }: SelectedLinesProps) {
  if (lines.length === 0) return null;

  const setCount = (line: PurchaseLine, wanted: number) => {
    const max = maxQuantity(line.option.stockCnt, maxBuyTimeCnt);
    const min = Math.max(1, minBuyCnt);
    if (wanted > max) {
      showToast(`최대 ${max}개까지 주문할 수 있습니다.`, 'error');
      onChange(line.option.optionNo, { orderCnt: Math.max(min, max) });
      return;
    }
    if (wanted < min) {
      showToast(`최소 ${min}개부터 주문할 수 있습니다.`, 'error');
      onChange(line.option.optionNo, { orderCnt: min });
      return;
    }
    onChange(line.option.optionNo, { orderCnt: wanted });
  };

  return (
    <ul className={styles.lines} aria-label="선택한 옵션">
      {lines.map((line) => {
        const name = line.option.text || productName;
        const quantityId = `quantity-${line.option.optionNo}`;
        return (
          <li key={line.option.optionNo} className={styles.line} data-testid="selected-option">
            <div className={styles.lineHead}>
              <p className={styles.lineName}>{name}</p>
              {removable && (
                <button type="button" className={styles.remove} onClick={() => onRemove(line.option.optionNo)} aria-label={`${name} 삭제`}>
                  ×
                </button>
              )}
            </div>
            {fields.map((field) => {
              const id = `input-${line.option.optionNo}-${field.inputNo}`;
              return (
                <div key={field.inputNo} className={styles.field}>
                  <label htmlFor={id} className={styles.fieldLabel}>
                    {field.inputLabel}
                    {field.required && <span className={styles.required}> (필수)</span>}
                  </label>
                  <input
                    id={id}
                    className={styles.text}
                    maxLength={100}
                    required={field.required}
                    value={line.inputs[field.inputNo] ?? ''}
                    onChange={(event) => onChange(line.option.optionNo, { inputs: { ...line.inputs, [field.inputNo]: event.target.value } })}
                  />
                </div>
              );
            })}
            <div className={styles.lineFoot}>
              <div className={styles.stepper} role="group" aria-label={`${name} 수량`}>
                <button type="button" onClick={() => setCount(line, line.orderCnt - 1)} aria-label="수량 빼기">
                  −
                </button>
                <label htmlFor={quantityId} className="visually-hidden">
                  수량
                </label>
                <input
                  id={quantityId}
                  inputMode="numeric"
                  value={line.orderCnt}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, '');
                    if (digits !== '') setCount(line, Number(digits));
                  }}
                />
                <button type="button" onClick={() => setCount(line, line.orderCnt + 1)} aria-label="수량 더하기">
                  +
                </button>
              </div>
              <p className={styles.lineAmount}>{formatWon(line.option.buyPrice * line.orderCnt)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
