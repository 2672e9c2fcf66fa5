// Taking payment: cash (받은 금액 → 거스름돈), card (승인번호 from the card reader), or split (card
// for part, cash for the rest). Completing records the sale durably before 완료 shows.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { parseWonInput, Won } from '../components/won.tsx';
import type { Payment } from '../../shared/schemas.ts';

type Mode = 'cash' | 'card' | 'split';

const QUICK_CASH = [1_000, 5_000, 10_000, 50_000] as const;

export function PaymentPanel({ total, busy, onPay, onCancel }: { readonly total: number; readonly busy: boolean; readonly onPay: (payments: Payment[]) => void; readonly onCancel: () => void }) {
  const [mode, setMode] = useState<Mode>('cash');
  const [tendered, setTendered] = useState('');
  const [approvalNo, setApprovalNo] = useState('');
  const [issuer, setIssuer] = useState('');
  const [cardPart, setCardPart] = useState('');

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
          <button key={m} type="button" role="tab" aria-selected={mode === m} className={mode === m ? 'active' : ''} onClick={() => setMode(m)}>
            {m === 'cash' ? '현금' : m === 'card' ? '카드' : '복합 결제'}
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
              <input id="card-part" inputMode="numeric" value={cardPart} onChange={(e) => setCardPart(e.target.value)} />
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
          <input id="tendered" inputMode="numeric" value={tendered} onChange={(e) => setTendered(e.target.value)} placeholder={String(cashDue)} />
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
        <button type="button" onClick={onCancel}>
          취소
        </button>
        <button type="submit" className="primary big" disabled={!cardOk || !cashOk || busy}>
          결제 완료
        </button>
      </div>
    </form>
  );
}
