// The sale screen's side panel before payment: the sale discount, 결제 (cash F8, card F9), 보류 (F4),
// 전체 취소, 재인쇄 (F7), 할인 (F5) and 서랍 열기 (issue 28), the key help, and the held sales to take back or delete; and the totals.
import { useState } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { withApproval } from '../approval/approval-store.ts';
import { NumberField } from '../components/number-field.tsx';
import { parseWonInput, Won } from '../components/won.tsx';
import { Key, SALE_KEYS } from '../keys/function-keys.tsx';
import { useSaleStore } from '../stores/sale-store.ts';
import type { HeldSale } from '../../shared/schemas.ts';
import type { PaymentMode } from './payment-panel.tsx';

export interface SaleActionsProps {
  /** Goods net of line discounts: the sale discount cannot exceed it. */
  readonly linesNet: number;
  /** 결제 is possible: counted lines and a total not below zero. */
  readonly canPay: boolean;
  readonly discountText: string;
  readonly onDiscountText: (text: string) => void;
  readonly onPay: (mode: PaymentMode, send: boolean) => void;
  readonly onHold: () => void;
  readonly onReprint: () => void;
  readonly held: readonly HeldSale[];
  readonly onHeldChanged: () => void;
  /** 할인 (F5): the discount panel. */
  readonly onDiscount: () => void;
}

export function SaleActions(props: SaleActionsProps) {
  const store = useSaleStore();
  return (
    <>
      <label htmlFor="sale-discount">전체 할인(원)</label>
      <NumberField
        id="sale-discount"
        value={props.discountText}
        onValueChange={(text) => {
          props.onDiscountText(text);
          const amount = Math.min(parseWonInput(text), props.linesNet);
          store.setSaleDiscount(amount > 0 ? { label: '할인', amount } : null);
        }}
      />
      <button type="button" className="primary big" disabled={!props.canPay} onClick={() => props.onPay('cash', false)} aria-keyshortcuts={SALE_KEYS.cash}>
        결제하기 · 현금 <Key name={SALE_KEYS.cash} />
      </button>
      <button type="button" className="primary big" disabled={!props.canPay} onClick={() => props.onPay('card', true)} aria-keyshortcuts={SALE_KEYS.card}>
        카드 결제 <Key name={SALE_KEYS.card} />
      </button>
      <div className="row key-row">
        <button type="button" disabled={store.lines.length === 0} onClick={props.onHold} aria-keyshortcuts={SALE_KEYS.hold}>
          보류 <Key name={SALE_KEYS.hold} />
        </button>
        <button type="button" disabled={store.lines.length === 0} onClick={() => store.clear()}>
          전체 취소
        </button>
        <button type="button" onClick={props.onReprint} aria-keyshortcuts={SALE_KEYS.reprint}>
          재인쇄 <Key name={SALE_KEYS.reprint} />
        </button>
      </div>
      <div className="row key-row">
        <button type="button" disabled={!store.lines.some((l) => l.voidReason === null)} onClick={props.onDiscount} aria-keyshortcuts={SALE_KEYS.discount}>
          할인 <Key name={SALE_KEYS.discount} />
        </button>
        <DrawerButton />
      </div>
      <p className="muted key-help">
        <Key name={SALE_KEYS.search} /> 검색 · <Key name={SALE_KEYS.quantity} /> 수량 · <Key name={SALE_KEYS.voidLine} /> 줄 취소 · <Key name={SALE_KEYS.discount} /> 할인 · <Key name={SALE_KEYS.recall} /> 보류 불러오기
      </p>
      {props.held.length > 0 ? (
        <div className="held" aria-label="보류한 거래">
          <h2>보류한 거래</h2>
          {props.held.map((h) => (
            <div key={h.id} className="row">
              <button type="button" disabled={store.lines.length > 0} onClick={() => store.resume(h)}>
                {h.label} · {h.lineCount}줄 · <Won amount={h.total} /> 불러오기
              </button>
              <button type="button" className="small" onClick={() => void call('sales.discardHeld', { id: h.id }).then(props.onHeldChanged)}>
                삭제
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** 서랍 열기 without a sale (issue 28): an admin's own, a cashier's with an admin's approval. */
function DrawerButton() {
  const [note, setNote] = useState<string | null>(null);
  async function open() {
    try {
      const outcome = await withApproval((approvalId) => call('drawer.openNoSale', { approvalId }));
      setNote(outcome.status === 'failed' || outcome.status === 'skipped' ? (outcome.error?.message ?? '서랍을 열지 못했습니다.') : '서랍을 열었습니다.');
    } catch (e) {
      setNote(errorMessage(e));
    }
  }
  return (
    <>
      <button type="button" onClick={() => void open()}>
        서랍 열기
      </button>
      {note ? (
        <span role="status" className="muted">
          {note}
        </span>
      ) : null}
    </>
  );
}

/** 상품 합계, 할인 and 받을 금액, beside the sale and the payment alike. */
export function SaleTotals({ linesNet, discount, total }: { readonly linesNet: number; readonly discount: number; readonly total: number }) {
  return (
    <dl className="totals">
      <dt>상품 합계</dt>
      <dd>
        <Won amount={linesNet} />
      </dd>
      <dt>할인</dt>
      <dd>
        <Won amount={discount} />
      </dd>
      <dt className="grand">받을 금액</dt>
      <dd className="grand" data-testid="sale-total">
        <Won amount={total} />
      </dd>
    </dl>
  );
}
