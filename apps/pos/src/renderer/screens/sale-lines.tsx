// The lines of the sale being rung up: quantity (F2 opens it, the first digit replaces it, Enter
// closes it), steppers, a line discount, and void with a reason (F3 voids the chosen line).
import { useState } from 'react';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS } from '../keys/function-keys.tsx';
import { useSaleStore } from '../stores/sale-store.ts';
import type { DraftLine } from '../stores/sale-store.ts';

export const VOID_REASONS = ['잘못 스캔', '고객 변심', '가격 오류', '상품 불량'] as const;

function LineEditor({ line }: { readonly line: DraftLine }) {
  const { setQuantity, setLineDiscount, voidLine, select } = useSaleStore();
  const [reason, setReason] = useState<string>(VOID_REASONS[0]);
  const [qtyText, setQtyText] = useState(String(line.quantity));
  const [discountText, setDiscountText] = useState(line.discount ? String(line.discount) : '');
  const shownQty = qtyText === '' || Number(qtyText) === line.quantity ? qtyText : String(line.quantity);
  return (
    <div className="line-editor" aria-label={`${line.name} 편집`}>
      <div className="row">
        <button type="button" aria-label="수량 빼기" onClick={() => setQuantity(line.key, line.quantity - 1)}>
          −
        </button>
        <label className="inline">
          수량 <Key name={SALE_KEYS.quantity} />
          <NumberField
            id="line-qty"
            aria-label="수량"
            value={shownQty}
            onValueChange={(text) => {
              setQtyText(text);
              const n = parseWonInput(text);
              if (n >= 1) setQuantity(line.key, n);
            }}
            onBlur={() => setQtyText(String(line.quantity))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                select(null);
              }
            }}
          />
        </label>
        <button type="button" aria-label="수량 더하기" onClick={() => setQuantity(line.key, line.quantity + 1)}>
          +
        </button>
        <label className="inline">
          줄 할인(원)
          <NumberField
            aria-label="줄 할인"
            value={discountText}
            onValueChange={(text) => {
              setDiscountText(text);
              setLineDiscount(line.key, parseWonInput(text));
            }}
          />
        </label>
      </div>
      <div className="row">
        <label className="inline">
          취소 사유
          <select value={reason} onChange={(e) => setReason(e.target.value)} aria-label="취소 사유">
            {VOID_REASONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="button" className="danger" onClick={() => voidLine(line.key, reason)} aria-keyshortcuts={SALE_KEYS.voidLine}>
          이 줄 취소 <Key name={SALE_KEYS.voidLine} />
        </button>
      </div>
    </div>
  );
}

/** The line's whole name (the screen cuts it to one line; the title shows it all on hover and focus). */
const lineTitle = (line: DraftLine): string => `${line.name}${line.optionName ? ` (${line.optionName})` : ''}`;

export function SaleLines() {
  const { lines, selected, select } = useSaleStore();
  if (lines.length === 0) return <p className="empty">바코드를 스캔하거나 상품을 고르세요.</p>;
  return (
    <ol className="sale-lines" aria-label="판매 상품" data-testid="sale-lines">
      {lines.map((line) => {
        const voided = line.voidReason !== null;
        return (
          <li key={line.key} className={`${voided ? 'voided' : ''} ${selected === line.key ? 'selected' : ''}`} data-testid="sale-line">
            <button type="button" className="line-main" title={lineTitle(line)} onClick={() => select(selected === line.key ? null : line.key)} disabled={voided} aria-expanded={selected === line.key}>
              <span className="line-name" title={lineTitle(line)}>
                {lineTitle(line)}
              </span>
              <span className="line-qty">{line.quantity}개</span>
              <span className="line-amount">
                {voided ? `취소: ${line.voidReason}` : <Won amount={line.quantity * line.unitPrice - line.discount} />}
              </span>
            </button>
            {line.discount > 0 && !voided ? <span className="muted"> 할인 −{line.discount.toLocaleString('ko-KR')}원</span> : null}
            {selected === line.key && !voided ? <LineEditor key={line.key} line={line} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
