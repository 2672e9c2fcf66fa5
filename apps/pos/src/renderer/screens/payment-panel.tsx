// Taking payment: cash (받은 금액 → 거스름돈; Enter with the box empty takes the exact amount), card
// (승인번호 from the card reader), or split (card for part, cash for the rest). F8 and F9 switch to
// cash and card, Esc goes back. Completing records the sale durably before 완료 shows.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS } from '../keys/function-keys.tsx';
import type { Payment } from '../../shared/schemas.ts';

export type PaymentMode = 'cash' | 'card' | 'split';

const QUICK_CASH = [1_000, 5_000, 10_000, 50_000] as const;
const MODE_LABEL: Readonly<Record<PaymentMode, string>> = { cash: '현금', card: '카드', split: '복합 결제' };
const MODE_KEY: Readonly<Partial<Record<PaymentMode, string>>> = { cash: SALE_KEYS.cash, card: SALE_KEYS.card };

interface PaymentPanelProps {
  readonly mode: PaymentMode;
  readonly onMode: (mode: PaymentMode) => void;
  readonly total: number;
  readonly busy: boolean;
  readonly onPay: (payments: Payment[]) => void;
  readonly onCancel: () => void;
}

export function PaymentPanel({ mode, onMode, total, busy, onPay, onCancel }: PaymentPanelProps) {
  const [tendered, setTendered] = useState('');
  const [approvalNo, setApprovalNo] = useState('');
  const [issuer, setIssuer] = useState('');
  const [cardPart, setCardPart] = useState('');

  // Each mode starts in the box the cashier types into first.
  useEffect(() => {
    const first = mode === 'cash' ? 'tendered' : mode === 'card' ? 'approval-no' : 'card-part';
    document.getElementById(first)?.focus();
  }, [mode]);

  const cardAmount = mode === 'card' ? total : mode === 'split' ? Math.min(total, parseWonInput(cardPart)) : 0;
  const cashDue = total - cardAmount;
  const tenderedWon = tendered === '' ? cashDue : parseWonInput(tendered);
  const change = Math.max(0, tenderedWon - cashDue);
  const cardOk = cardAmount === 0 || /^[0-9A-Za-z-]{4,20}$/.test(approvalNo.trim());
  const cashOk = cashDue === 0 || tenderedWon >= cashDue;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!cardOk || !cashOk || busy) return;
    const payments: Payment[] = [];
    if (cardAmount > 0) payments.push({ method: 'card', amount: cardAmount, approvalNo: approvalNo.trim(), issuer: issuer.trim() || '카드' });
    if (cashDue > 0) payments.push({ method: 'cash', amount: cashDue, tendered: tenderedWon });
    onPay(payments);
  }

  return (
    <form className="payment" onSubmit={submit} aria-label="결제">
      <div className="tabs" role="tablist" aria-label="결제 수단">
        {(['cash', 'card', 'split'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? 'active' : ''} onClick={() => onMode(m)} aria-keyshortcuts={MODE_KEY[m]}>
            {MODE_LABEL[m]}
            {MODE_KEY[m] ? <Key name={MODE_KEY[m]} /> : null}
          </button>
        ))}
      </div>
      <p className="due">
        받을 금액 <Won amount={total} />
      </p>
      {mode !== 'cash' ? (
        <>
          {mode === 'split' ? (
            <>
              <label htmlFor="card-part">카드 결제 금액</label>
              <NumberField id="card-part" value={cardPart} onValueChange={setCardPart} />
            </>
          ) : null}
          <label htmlFor="approval-no">승인번호</label>
          <input id="approval-no" value={approvalNo} onChange={(e) => setApprovalNo(e.target.value)} autoComplete="off" />
          <label htmlFor="issuer">카드사</label>
          <input id="issuer" value={issuer} onChange={(e) => setIssuer(e.target.value)} placeholder="예: 신한카드" />
        </>
      ) : null}
      {cashDue > 0 ? (
        <>
          <label htmlFor="tendered">받은 금액 (현금 {cashDue.toLocaleString('ko-KR')}원)</label>
          <NumberField id="tendered" value={tendered} onValueChange={setTendered} placeholder={String(cashDue)} />
          <div className="quick">
            {QUICK_CASH.map((n) => (
              <button key={n} type="button" onClick={() => setTendered(String(parseWonInput(tendered) + n))}>
                +{n.toLocaleString('ko-KR')}
              </button>
            ))}
          </div>
          <p className="change" data-testid="change">
            거스름돈 <Won amount={change} />
          </p>
        </>
      ) : null}
      {!cashOk ? <p className="notice error">받은 금액이 부족합니다.</p> : null}
      <div className="row">
        <button type="button" onClick={onCancel} aria-keyshortcuts={SALE_KEYS.cancel}>
          취소 <Key name={SALE_KEYS.cancel} />
        </button>
        <button type="submit" className="primary big" disabled={!cardOk || !cashOk || busy} aria-keyshortcuts="Enter">
          결제 완료 <Key name="Enter" />
        </button>
      </div>
    </form>
  );
}
