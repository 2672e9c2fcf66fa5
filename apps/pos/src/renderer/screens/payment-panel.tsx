// Taking payment. 카드 (F9): the amount goes to the card reader through the VAN agent and the approval
// comes back by itself — nothing typed; 할부 only from 50,000원. 현금 (F8): 받은 금액 → 거스름돈 (Enter with
// the box empty takes the exact amount), with a 현금영수증 on F10. 복합 결제: card for part, cash for the
// rest. A payment barcode scanned here (카카오페이, 네이버페이, 토스페이, 제로페이) pays the card part. 수기
// 입력 of an approval number stays only for a reader that is out of order, and the slip says so.
// Amounts of zero, below zero or over the balance are refused before anything is sent.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, MutableRefObject } from 'react';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS, useKeyBindings } from '../keys/function-keys.tsx';
import { useStatusStore } from '../stores/status-store.ts';
import type { Payment } from '../../shared/schemas.ts';
import { CardProgress } from './payment/card-progress.tsx';
import { CashReceiptForm, cashReceiptRequest, EMPTY_CASH_RECEIPT } from './payment/cash-receipt-form.tsx';
import type { CashReceiptDraft } from './payment/cash-receipt-form.tsx';

export type PaymentMode = 'cash' | 'card' | 'split';

const QUICK_CASH = [1_000, 5_000, 10_000, 50_000] as const;
const MODE_LABEL: Readonly<Record<PaymentMode, string>> = { cash: '현금', card: '카드', split: '복합 결제' };
const MODE_KEY: Readonly<Partial<Record<PaymentMode, string>>> = { cash: SALE_KEYS.cash, card: SALE_KEYS.card };
const INSTALLMENT_FROM = 50_000;
const INSTALLMENTS = [0, 2, 3, 4, 5, 6, 10, 12] as const;

/** What the sale screen hands the panel: scans made while it is open, and F9 pressed again. */
export interface PaymentPanelHandles {
  scan: ((code: string) => void) | null;
  sendCard: (() => void) | null;
}

interface PaymentPanelProps {
  readonly mode: PaymentMode;
  readonly onMode: (mode: PaymentMode) => void;
  readonly total: number;
  readonly busy: boolean;
  readonly onPay: (payments: Payment[]) => void;
  readonly onCancel: () => void;
  /** Opened by F9 from the sale: send the whole amount to the reader at once. */
  readonly autoSend?: boolean;
  readonly handles?: MutableRefObject<PaymentPanelHandles>;
}

export function PaymentPanel({ mode, onMode, total, busy, onPay, onCancel, autoSend = false, handles }: PaymentPanelProps) {
  const [tendered, setTendered] = useState('');
  const [cardPart, setCardPart] = useState('');
  const [installment, setInstallment] = useState(0);
  const [manual, setManual] = useState(false);
  const [approvalNo, setApprovalNo] = useState('');
  const [issuer, setIssuer] = useState('');
  const [receipt, setReceipt] = useState<CashReceiptDraft>(EMPTY_CASH_RECEIPT);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState<{ amount: number; easyPay: boolean } | null>(null);
  const sentOnce = useRef(false);

  useEffect(() => {
    const first = mode === 'cash' ? 'tendered' : mode === 'split' ? 'card-part' : manual ? 'approval-no' : 'send-card';
    document.getElementById(first)?.focus();
  }, [mode, manual]);
  useEffect(() => {
    if (!busy) setSending(null);
  }, [busy]);

  const cardAmount = mode === 'card' ? total : mode === 'split' ? parseWonInput(cardPart) : 0;
  const cashDue = Math.max(0, total - cardAmount);
  const tenderedWon = tendered === '' ? cashDue : parseWonInput(tendered);
  const change = Math.max(0, tenderedWon - cashDue);
  const cashOk = cashDue === 0 || tenderedWon >= cashDue;
  const installmentOk = installment === 0 || cardAmount >= INSTALLMENT_FROM;
  const cash = cashReceiptRequest(receipt);

  /** The card part's amount is refused before anything is sent when it is not 1원..the balance. */
  function cardRefusal(): string | null {
    if (mode === 'cash') return null;
    if (cardAmount <= 0) return '카드 결제 금액은 1원 이상이어야 합니다.';
    if (cardAmount > total) return `카드 결제 금액이 남은 금액(${total.toLocaleString('ko-KR')}원)보다 큽니다.`;
    if (!installmentOk) return '할부는 50,000원 이상 결제에서만 할 수 있습니다.';
    return null;
  }

  function cashPart(): Payment[] {
    if (cashDue <= 0) return [];
    return [{ method: 'cash', amount: cashDue, tendered: tenderedWon, cashReceipt: cash.request }];
  }

  /** `whole`: the card / barcode pays the whole amount (a barcode scanned on the cash tab). */
  function send(card: Payment | null, whole = false) {
    if (busy || sending) return;
    const refused = card && !whole ? cardRefusal() : null;
    if (refused) return setRefusal(refused);
    if (!whole && !cashOk) return setRefusal('받은 금액이 부족합니다.');
    if (!whole && cash.error) return setRefusal(cash.error);
    setRefusal(null);
    useStatusStore.getState().setPaymentProgress(null);
    if (card && card.method !== 'card') setSending({ amount: card.amount, easyPay: card.method === 'easy-pay' });
    onPay([...(card ? [card] : []), ...(whole ? [] : cashPart())]);
  }

  function sendCard() {
    if (mode === 'cash') return;
    if (manual) {
      if (!/^[0-9A-Za-z-]{4,20}$/.test(approvalNo.trim())) return setRefusal('수기 입력: 카드사에서 받은 승인번호(4~20자리)를 입력하세요.');
      return send({ method: 'card', amount: cardAmount, approvalNo: approvalNo.trim(), issuer: issuer.trim() || '카드' });
    }
    send({ method: 'van-card', amount: cardAmount, installmentMonths: installmentOk ? installment : 0 });
  }

  function scanEasyPay(code: string) {
    if (!/^[0-9]{12,24}$/.test(code)) return setRefusal('간편결제 바코드가 아닙니다. 고객 앱의 결제 바코드를 스캔하세요.');
    if (mode === 'cash') {
      if (total <= 0) return setRefusal('결제 금액은 1원 이상이어야 합니다.');
      onMode('card');
      send({ method: 'easy-pay', amount: total, barcode: code }, true);
      return;
    }
    send({ method: 'easy-pay', amount: cardAmount, barcode: code });
  }

  if (handles) handles.current = { scan: scanEasyPay, sendCard };

  // F9 from the sale screen sends the whole amount at once: a demo sale needs nothing but F9.
  useEffect(() => {
    if (autoSend && mode === 'card' && !sentOnce.current) {
      sentOnce.current = true;
      sendCard();
    }
  });

  useKeyBindings({ [SALE_KEYS.cashReceipt]: () => setReceipt((r) => ({ ...r, open: !r.open })) }, !busy && cashDue > 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'cash') send(null);
    else sendCard();
  }

  if (busy && sending) return <CardProgress amount={sending.amount} easyPay={sending.easyPay} />;

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
          {!manual ? (
            <>
              <label htmlFor="installment">할부</label>
              <select id="installment" value={installment} onChange={(e) => setInstallment(Number(e.target.value))} disabled={cardAmount < INSTALLMENT_FROM}>
                {INSTALLMENTS.map((m) => (
                  <option key={m} value={m}>
                    {m === 0 ? '일시불' : `${m}개월`}
                  </option>
                ))}
              </select>
              {cardAmount < INSTALLMENT_FROM ? <p className="muted">할부는 50,000원 이상부터 선택할 수 있습니다.</p> : null}
              <p className="muted">카드를 단말기에 넣거나, 고객 앱의 간편결제 바코드를 스캔하세요.</p>
              <button type="submit" id="send-card" className="primary big" disabled={busy} aria-keyshortcuts={`${SALE_KEYS.card} Enter`}>
                카드 결제 요청 <Key name={SALE_KEYS.card} />
              </button>
            </>
          ) : (
            <>
              <p className="notice error">수기 입력: 카드 단말기가 고장일 때만 씁니다. 매출전표에 수기 입력으로 표시됩니다.</p>
              <label htmlFor="approval-no">승인번호 (카드사에서 받은 번호)</label>
              <input id="approval-no" value={approvalNo} onChange={(e) => setApprovalNo(e.target.value)} autoComplete="off" />
              <label htmlFor="issuer">카드사</label>
              <input id="issuer" value={issuer} onChange={(e) => setIssuer(e.target.value)} placeholder="예: 신한카드" />
            </>
          )}
          <label className="radio small">
            <input type="checkbox" checked={manual} onChange={(e) => setManual(e.target.checked)} /> 단말기 고장 · 수기 입력
          </label>
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
          <button type="button" onClick={() => setReceipt((r) => ({ ...r, open: !r.open }))} aria-keyshortcuts={SALE_KEYS.cashReceipt} aria-pressed={receipt.open}>
            현금영수증 <Key name={SALE_KEYS.cashReceipt} />
          </button>
          <CashReceiptForm draft={receipt} onChange={setReceipt} />
        </>
      ) : null}
      {!cashOk ? <p className="notice error">받은 금액이 부족합니다.</p> : null}
      {refusal ? (
        <p className="notice error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="row pay-actions">
        <button type="button" onClick={onCancel} aria-keyshortcuts={SALE_KEYS.cancel}>
          취소 <Key name={SALE_KEYS.cancel} />
        </button>
        {mode === 'cash' || manual ? (
          <button type="submit" className="primary big" disabled={!cashOk || busy} aria-keyshortcuts="Enter">
            결제 완료 <Key name="Enter" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
