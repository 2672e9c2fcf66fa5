// 교환 (#28 item 6) on an order's detail screen: pick the lines (and quantities) that come back, add
// the goods that go out (scan, or search as on the sale screen), see the 차액, then one press records
// both halves: the shopper pays the difference (cash, or card through the card reader) or it goes back
// the way the sale was paid (cash, or a partial card cancel). One 교환 영수증 prints both.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { NumberField } from '../components/number-field.tsx';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { playBadScanSound } from '../scan/bad-scan-sound.ts';
import { useWedgeScanner } from '../scan/use-wedge-scanner.ts';
import { newAttemptId } from '../stores/sale-store.ts';
import type { CatalogueItem, ExchangeResult, OrderDetail, Payment, SaleLine } from '../../shared/schemas.ts';
import { ProductSearch, useProductSearch } from './sale-search.tsx';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

function lineOf(item: CatalogueItem, barcode: string | null): SaleLine {
  return { productNo: item.productNo, optionNo: item.optionNo, name: item.name, optionName: item.optionName, barcode, quantity: 1, unitPrice: item.price, discount: 0, voidReason: null };
}

/** The note shown after an exchange: its number and how the difference went. */
export function exchangeNote(result: ExchangeResult): string {
  const money = result.due > 0 ? `차액 받음 ${won(result.due)}${result.change > 0 ? ` · 거스름돈 ${won(result.change)}` : ''}` : result.refund > 0 ? `차액 환불 ${won(result.refund)}` : '차액 없음';
  const print = result.print.status === 'failed' ? ` (영수증: ${result.print.error?.message ?? '인쇄 실패'})` : '';
  return `교환 완료: ${result.receiptNo} · ${money}${print}`;
}

export function ExchangePanel({ order, onDone }: { readonly order: OrderDetail; readonly onDone: (result: ExchangeResult) => void }) {
  const [returns, setReturns] = useState<Record<number, number>>({});
  const [lines, setLines] = useState<SaleLine[]>([]);
  const [reason, setReason] = useState('');
  const [payBy, setPayBy] = useState<'cash' | 'van-card'>('cash');
  const [tendered, setTendered] = useState('');
  const [refundMethod, setRefundMethod] = useState<'cash' | 'card'>('cash');
  const [approvalNo, setApprovalNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attemptId = useRef(newAttemptId());
  const search = useProductSearch(setError);

  const returnList = Object.entries(returns)
    .filter(([, q]) => q > 0)
    .map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity }));
  const ready = returnList.length > 0 && lines.length > 0;
  const quote = useQuery({
    queryKey: ['exchange-quote', order.id, returnList, lines.map((l) => [l.optionNo, l.quantity, l.unitPrice])],
    queryFn: () => call('orders.exchangeQuote', { saleId: order.id, returns: returnList, lines, saleDiscount: null }),
    enabled: ready,
  });
  const q = ready ? quote.data : undefined;

  function add(item: CatalogueItem, barcode: string | null) {
    setError(null);
    setLines((now) => {
      const same = now.findIndex((l) => l.optionNo === item.optionNo && l.unitPrice === item.price);
      if (same === -1) return [...now, lineOf(item, barcode)];
      return now.map((l, i) => (i === same ? { ...l, quantity: l.quantity + 1 } : l));
    });
  }

  useWedgeScanner((scan) => {
    if (busy) return;
    void call('catalogue.lookup', { code: scan.code }).then(
      (item) => add(item, scan.code),
      (e: unknown) => {
        playBadScanSound();
        setError(errorMessage(e));
      },
    );
  });

  async function submit() {
    if (!q) return;
    setError(null);
    setBusy(true);
    const paid = Number(tendered || String(q.due));
    const payments: Payment[] = q.due === 0 ? [] : payBy === 'cash' ? [{ method: 'cash', amount: q.due, tendered: paid }] : [{ method: 'van-card', amount: q.due, installmentMonths: 0 }];
    try {
      const result = await call('orders.exchange', {
        saleId: order.id,
        returns: returnList,
        lines,
        saleDiscount: null,
        reason: reason.trim(),
        payments,
        refundMethod: q.refund > 0 ? refundMethod : 'cash',
        approvalNo: refundMethod === 'card' && q.cardNeedsApprovalNo ? approvalNo.trim() || null : null,
        attemptId: attemptId.current,
      });
      // The cashier saw it: not a sale to confirm after a restart.
      await call('sales.acknowledge', { id: result.saleId }).catch(() => undefined);
      attemptId.current = newAttemptId();
      setReturns({});
      setLines([]);
      setTendered('');
      onDone(result);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const short = q !== undefined && q.due > 0 && payBy === 'cash' && tendered !== '' && Number(tendered) < q.due;
  return (
    <div className="refund-form exchange-form" role="region" aria-label="교환">
      <h2>교환</h2>
      <table className="list compact">
        <thead>
          <tr>
            <th>돌려받을 상품</th>
            <th>수량</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.lineNo}>
              <td className="cell-name" title={`${l.name}${l.optionName ? ` (${l.optionName})` : ''}`}>
                {l.name}
                {l.optionName ? ` (${l.optionName})` : ''}
              </td>
              <td>
                <input
                  aria-label={`${l.name} 교환 반품 수량`}
                  type="number"
                  min={0}
                  max={l.refundable}
                  disabled={l.refundable === 0}
                  value={returns[l.lineNo] ?? 0}
                  onChange={(e) => setReturns({ ...returns, [l.lineNo]: Math.max(0, Math.min(l.refundable, Number(e.target.value) || 0)) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>교환해 줄 상품</h3>
      <ProductSearch
        state={search}
        onPick={(item) => {
          add(item, null);
          search.close(true);
        }}
      />
      {lines.length > 0 ? (
        <ul className="exchange-lines" aria-label="교환 상품">
          {lines.map((l, i) => (
            <li key={`${l.optionNo}-${l.unitPrice}`} className="row">
              <span className="cell-name" title={l.name}>
                {l.name}
                {l.optionName ? ` (${l.optionName})` : ''} × {l.quantity}
              </span>
              <Won amount={l.quantity * l.unitPrice} />
              <button type="button" aria-label={`${l.name} 빼기`} onClick={() => setLines(l.quantity > 1 ? lines.map((x, j) => (j === i ? { ...x, quantity: x.quantity - 1 } : x)) : lines.filter((_, j) => j !== i))}>
                −
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">바코드를 찍거나 검색해서 교환해 줄 상품을 추가하세요.</p>
      )}
      {q ? (
        <dl className="exchange-sum" aria-label="교환 금액">
          <dt>반품 금액</dt>
          <dd>{won(q.returned)}</dd>
          <dt>교환 상품 금액</dt>
          <dd>{won(q.newTotal)}</dd>
          <dt>{q.due > 0 ? '받을 차액' : q.refund > 0 ? '돌려줄 차액' : '차액'}</dt>
          <dd data-testid="exchange-difference">{won(q.due > 0 ? q.due : q.refund)}</dd>
        </dl>
      ) : null}
      {q && q.due > 0 ? (
        <div className="row" role="radiogroup" aria-label="차액 결제 방법">
          <label className="inline">
            <input type="radio" checked={payBy === 'cash'} onChange={() => setPayBy('cash')} /> 현금
          </label>
          <label className="inline">
            <input type="radio" checked={payBy === 'van-card'} onChange={() => setPayBy('van-card')} /> 카드
          </label>
          {payBy === 'cash' ? (
            <>
              <label htmlFor="exchange-tendered">받은 돈</label>
              <NumberField id="exchange-tendered" value={tendered} placeholder={String(q.due)} onValueChange={setTendered} />
            </>
          ) : null}
        </div>
      ) : null}
      {q && q.refund > 0 ? (
        <div className="row" role="radiogroup" aria-label="차액 환불 방법">
          <label className="inline">
            <input type="radio" checked={refundMethod === 'cash'} onChange={() => setRefundMethod('cash')} /> 현금
          </label>
          {q.refundMethods.includes('card') ? (
            <label className="inline">
              <input type="radio" checked={refundMethod === 'card'} onChange={() => setRefundMethod('card')} /> 카드 취소
            </label>
          ) : null}
          {refundMethod === 'card' && q.cardNeedsApprovalNo ? (
            <>
              <label htmlFor="exchange-approval">취소 승인번호 (수기 입력 결제)</label>
              <input id="exchange-approval" value={approvalNo} onChange={(e) => setApprovalNo(e.target.value)} />
            </>
          ) : null}
        </div>
      ) : null}
      <label htmlFor="exchange-reason">교환 사유</label>
      <input id="exchange-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      <Notice error={error ?? (quote.error && ready ? errorMessage(quote.error) : null) ?? (short ? '받은 돈이 차액보다 적습니다.' : null)} />
      <button type="button" className="primary" disabled={!q || busy || reason.trim() === '' || short} onClick={() => void submit()}>
        교환 완료
      </button>
    </div>
  );
}
