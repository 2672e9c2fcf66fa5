// The lines of the sale being rung up: quantity steppers, a line discount, and void with a reason.
import { useState } from 'react';
import { parseWonInput, Won } from '../components/won.tsx';
import { useSaleStore } from '../stores/sale-store.ts';
import type { DraftLine } from '../stores/sale-store.ts';

const VOID_REASONS = ['잘못 스캔', '고객 변심', '가격 오류', '상품 불량'] as const;

function LineEditor({ line }: { readonly line: DraftLine }) {
  const { setQuantity, setLineDiscount, voidLine } = useSaleStore();
  const [reason, setReason] = useState<string>(VOID_REASONS[0]);
  return (
    <div className="line-editor" aria-label={`${line.name} 편집`}>
      <div className="row">
        <button type="button" aria-label="수량 빼기" onClick={() => setQuantity(line.key, line.quantity - 1)}>
          −
        </button>
        <label className="inline">
          수량
          <input inputMode="numeric" value={line.quantity} onChange={(e) => setQuantity(line.key, parseWonInput(e.target.value) || 1)} aria-label="수량" />
        </label>
        <button type="button" aria-label="수량 더하기" onClick={() => setQuantity(line.key, line.quantity + 1)}>
          +
        </button>
        <label className="inline">
          줄 할인(원)
          <input inputMode="numeric" value={line.discount || ''} onChange={(e) => setLineDiscount(line.key, parseWonInput(e.target.value))} aria-label="줄 할인" />
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
        <button type="button" className="danger" onClick={() => voidLine(line.key, reason)}>
          이 줄 취소
        </button>
      </div>
    </div>
  );
}

export function SaleLines() {
  const { lines, selected, select } = useSaleStore();
  if (lines.length === 0) return <p className="empty">바코드를 스캔하거나 상품을 검색하세요.</p>;
  return (
    <ol className="sale-lines" aria-label="판매 상품" data-testid="sale-lines">
      {lines.map((line) => {
        const voided = line.voidReason !== null;
        return (
          <li key={line.key} className={`${voided ? 'voided' : ''} ${selected === line.key ? 'selected' : ''}`} data-testid="sale-line">
            <button type="button" className="line-main" onClick={() => select(selected === line.key ? null : line.key)} disabled={voided} aria-expanded={selected === line.key}>
              <span className="line-name">
                {line.name}
                {line.optionName ? ` (${line.optionName})` : ''}
              </span>
              <span className="line-qty">{line.quantity}개</span>
              <span className="line-amount">
                {voided ? `취소: ${line.voidReason}` : <Won amount={line.quantity * line.unitPrice - line.discount} />}
              </span>
            </button>
            {line.discount > 0 && !voided ? <span className="muted"> 할인 −{line.discount.toLocaleString('ko-KR')}원</span> : null}
            {selected === line.key && !voided ? <LineEditor line={line} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
