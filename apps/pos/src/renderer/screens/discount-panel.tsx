// 할인 (F5, issue 28 item 7): a small panel over the sale's side — on the chosen line (else the last
// one counted) or on the whole sale, in % or 원, with 5/10/20 % at one touch. A percentage is 원 단위
// 절사 (floored to whole won, shared/sale-math.ts). A cashier's discount over the shop's 할인 한도 asks
// an admin's PIN at once (the approval goes with 결제; the host checks it again).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saleDiscountsOverLimit, totalDiscount } from '@courtside/core/pos';
import { call } from '../api/terminal-api.ts';
import { askApproval, useApprovalStore } from '../approval/approval-store.ts';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS } from '../keys/function-keys.tsx';
import { useSaleStore } from '../stores/sale-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { discountLabel, discountWon, lineNet } from '../../shared/sale-math.ts';
import type { DiscountInput } from '../../shared/sale-math.ts';
import { DEFAULT_DISCOUNT_LIMIT } from '../../shared/schemas.ts';

const QUICK_PERCENTS = [5, 10, 20] as const;

export interface DiscountPanelProps {
  readonly onClose: () => void;
  /** The sale discount as 원 text, for the 전체 할인 field beside. */
  readonly onSaleDiscountText: (text: string) => void;
}

export function DiscountPanel({ onClose, onSaleDiscountText }: DiscountPanelProps) {
  const store = useSaleStore();
  const role = useSessionStore((s) => s.session?.role);
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => call('settings.get', {}) });
  const setDiscountApproval = useApprovalStore((s) => s.setDiscountApproval);
  const active = store.lines.filter((l) => l.voidReason === null);
  const chosen = store.lines.find((l) => l.key === store.selected && l.voidReason === null) ?? store.lines.filter((l) => l.voidReason === null).at(-1);
  const [target, setTarget] = useState<'line' | 'sale'>(chosen ? 'line' : 'sale');
  const [unit, setUnit] = useState<DiscountInput['unit']>('percent');
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const lineGross = chosen ? chosen.quantity * chosen.unitPrice : 0;
  const linesNet = active.reduce((sum, l) => sum + lineNet(l), 0);
  const input: DiscountInput = { unit, value: parseWonInput(text) };
  const base = target === 'line' ? lineGross : linesNet;
  const amount = discountWon(base, input);

  async function apply(next: DiscountInput) {
    const won = discountWon(base, next);
    const lines = active.map((l) => (target === 'line' && l.key === chosen?.key ? { ...l, discount: won } : l));
    const saleDiscount = target === 'sale' ? won : Math.min(store.saleDiscount?.amount ?? 0, lines.reduce((s, l) => s + lineNet(l), 0));
    const limit = settings.data?.discountLimit ?? DEFAULT_DISCOUNT_LIMIT;
    if (role !== 'admin' && saleDiscountsOverLimit(lines, saleDiscount, limit)) {
      const limitText = limit.mode === 'percent' ? `${limit.value}%` : `${limit.value.toLocaleString('ko-KR')}원`;
      const approvalId = await askApproval({ kind: 'discount', subject: 'sale', amount: totalDiscount(lines, saleDiscount) }, `할인 한도(${limitText})를 넘는 할인은 관리자 승인이 필요합니다.`);
      if (approvalId === null) {
        setNote('관리자 승인을 받지 못해 할인을 적용하지 않았습니다.');
        return;
      }
      setDiscountApproval(approvalId);
    }
    if (target === 'line' && chosen) store.setLineDiscount(chosen.key, won);
    else {
      store.setSaleDiscount(won > 0 ? { label: discountLabel(next), amount: won } : null);
      onSaleDiscountText(won > 0 ? String(won) : '');
    }
    onClose();
  }

  return (
    <div
      className="discount-panel"
      role="group"
      aria-label="할인"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <h2>
        할인 <Key name={SALE_KEYS.discount} />
      </h2>
      <div className="row" role="radiogroup" aria-label="할인 대상">
        <label className="inline">
          <input type="radio" name="discount-target" checked={target === 'line'} disabled={!chosen} onChange={() => setTarget('line')} />
          선택한 줄{chosen ? ` (${chosen.name})` : ''}
        </label>
        <label className="inline">
          <input type="radio" name="discount-target" checked={target === 'sale'} onChange={() => setTarget('sale')} />
          전체
        </label>
      </div>
      <div className="row" role="radiogroup" aria-label="할인 방식">
        <label className="inline">
          <input type="radio" name="discount-unit" checked={unit === 'percent'} onChange={() => setUnit('percent')} />%
        </label>
        <label className="inline">
          <input type="radio" name="discount-unit" checked={unit === 'won'} onChange={() => setUnit('won')} />원
        </label>
      </div>
      <div className="row">
        {QUICK_PERCENTS.map((p) => (
          <button key={p} type="button" onClick={() => void apply({ unit: 'percent', value: p })}>
            {p}%
          </button>
        ))}
      </div>
      <label htmlFor="discount-value">{unit === 'percent' ? '할인율(%)' : '할인 금액(원)'}</label>
      <NumberField
        id="discount-value"
        value={text}
        autoFocus
        onValueChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void apply(input);
          }
        }}
      />
      <p className="muted" data-testid="discount-preview">
        {target === 'line' ? '줄' : '전체'} 할인 <Won amount={amount} /> (원 단위 절사)
      </p>
      {note ? <p role="alert">{note}</p> : null}
      <div className="row">
        <button type="button" className="primary" onClick={() => void apply(input)}>
          적용
        </button>
        <button type="button" onClick={onClose}>
          닫기
        </button>
      </div>
    </div>
  );
}
