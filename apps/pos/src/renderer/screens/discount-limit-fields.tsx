// 설정 → 할인 한도 (issue 28): over it, a cashier's discount asks an admin's PIN on the spot. A
// percentage (each line's discount against the line, the sale's against the lines' sum) or an amount
// in won; 0 % asks for every discount. Saved with the other settings.
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput } from '../components/won.tsx';
import type { DiscountLimit } from '../../shared/schemas.ts';

export function DiscountLimitFields({ value, onChange }: { readonly value: DiscountLimit; readonly onChange: (next: DiscountLimit) => void }) {
  return (
    <fieldset>
      <legend>할인 한도</legend>
      <p className="muted">계산원이 이 한도를 넘게 할인하면 관리자 PIN으로 승인받아야 합니다. 관리자는 묻지 않습니다.</p>
      <div className="row" role="radiogroup" aria-label="할인 한도 방식">
        <label className="inline">
          <input type="radio" name="discount-limit-mode" checked={value.mode === 'percent'} onChange={() => onChange({ mode: 'percent', value: Math.min(100, value.value) })} />
          비율(%)
        </label>
        <label className="inline">
          <input type="radio" name="discount-limit-mode" checked={value.mode === 'amount'} onChange={() => onChange({ mode: 'amount', value: value.value })} />
          금액(원)
        </label>
      </div>
      <label htmlFor="discount-limit-value">{value.mode === 'percent' ? '할인 한도 (%)' : '할인 한도 (원)'}</label>
      <NumberField
        id="discount-limit-value"
        value={String(value.value)}
        onValueChange={(text) => {
          const n = parseWonInput(text);
          onChange(value.mode === 'percent' ? { mode: 'percent', value: Math.min(100, n) } : { mode: 'amount', value: n });
        }}
      />
    </fieldset>
  );
}
