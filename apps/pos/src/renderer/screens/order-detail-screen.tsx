// One order: its lines, payments and refunds, the receipt as printed, reprint, and a full or partial
// refund (per-line quantities, a reason, cash or card with the cancellation approval number). The
// refund form sits beside the lines, above the receipt, so its buttons are in view at every counter size.
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { ExchangePanel, exchangeNote } from './exchange-panel.tsx';

export function OrderDetailScreen() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const role = useSessionStore((s) => s.session?.role);
  const order = useQuery({ queryKey: ['order', id], queryFn: () => call('orders.get', { id }) });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<'cash' | 'card'>('cash');
  const [approvalNo, setApprovalNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [exchanging, setExchanging] = useState(false);

  if (order.error) return <Notice error={errorMessage(order.error)} />;
  const o = order.data;
  if (!o) return <p>불러오는 중…</p>;
  const canRefund = role === 'cashier' || role === 'admin';
  const refundable = o.lines.some((l) => l.refundable > 0);
  // A card or 간편결제 payment approved through the agent is cancelled through it (#27).
  const byAgent = o.payments.some((p) => p.method === 'card' && p.entry === 'van');

  async function refund(all: boolean) {
    setError(null);
    setNote(null);
    const lines = all ? [] : Object.entries(quantities).filter(([, q]) => q > 0).map(([lineNo, quantity]) => ({ lineNo: Number(lineNo), quantity }));
    try {
      const result = await call('orders.refund', { saleId: id, lines, reason: reason.trim(), method, approvalNo: method === 'card' ? approvalNo.trim() || null : null });
      setNote(`환불 완료: ${result.refund.receiptNo} · ${result.refund.total.toLocaleString('ko-KR')}원${result.print.status === 'failed' ? ` (영수증: ${result.print.error?.message ?? '인쇄 실패'})` : ''}`);
      setQuantities({});
      void queryClient.invalidateQueries({ queryKey: ['order', id] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <section className="order-detail" aria-labelledby="order-title">
      <h1 id="order-title">주문 {o.receiptNo}</h1>
      <p className="muted">
        {koreanTime(o.soldAt)} · 담당 {o.staffName} · {o.synced ? '서버 전송 완료' : '서버 전송 대기'}
      </p>
      <div className="two-col order-columns">
        <div className="order-main">
          <table className="list">
            <thead>
              <tr>
                <th>상품</th>
                <th>수량</th>
                <th>금액</th>
                <th>환불 가능</th>
                {canRefund ? <th>환불 수량</th> : null}
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={l.lineNo}>
                  <td className="cell-name" title={`${l.name}${l.optionName ? ` (${l.optionName})` : ''}`}>
                    {l.name}
                    {l.optionName ? ` (${l.optionName})` : ''}
                  </td>
                  <td>{l.quantity}</td>
                  <td>
                    <Won amount={l.quantity * l.unitPrice - l.discount} />
                  </td>
                  <td>{l.refundable}</td>
                  {canRefund ? (
                    <td>
                      <input
                        aria-label={`${l.name} 환불 수량`}
                        type="number"
                        min={0}
                        max={l.refundable}
                        disabled={l.refundable === 0}
                        value={quantities[l.lineNo] ?? 0}
                        onChange={(e) => setQuantities({ ...quantities, [l.lineNo]: Math.max(0, Math.min(l.refundable, Number(e.target.value) || 0)) })}
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            합계 <Won amount={o.total} /> · 환불 <Won amount={o.refunded} />
          </p>
          <ul>
            {o.payments.map((p, i) => (
              <li key={i}>
                {p.method === 'cash'
                  ? `현금 ${p.amount.toLocaleString('ko-KR')}원 (받은 돈 ${p.tendered.toLocaleString('ko-KR')}원)${
                      p.cashReceipt ? ` · 현금영수증 ${p.cashReceipt.identityMasked} ${p.cashReceipt.approvalNo ? `승인번호 ${p.cashReceipt.approvalNo}` : '발급 대기 중'}` : ''
                    }`
                  : `${p.provider ? p.issuer : `카드 (${p.issuer})`} ${p.amount.toLocaleString('ko-KR')}원 · ${p.maskedCardNo ? `${p.maskedCardNo} · ` : ''}승인번호 ${p.approvalNo}${p.entry === 'manual' ? ' · 수기 입력' : ''}`}
              </li>
            ))}
          </ul>
          {o.refunds.length > 0 ? (
            <>
              <h2>환불 내역</h2>
              <ul>
                {o.refunds.map((r) => (
                  <li key={r.id}>
                    {r.receiptNo} · {r.total.toLocaleString('ko-KR')}원 · {r.method === 'cash' ? '현금' : '카드'} · {r.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button type="button" onClick={() => void call('orders.reprint', { id }).then(() => setNote('영수증을 다시 인쇄합니다.'), (e: unknown) => setError(errorMessage(e)))}>
            영수증 재인쇄
          </button>
        </div>
        <aside className="order-side" aria-label="환불과 영수증">
          {canRefund && refundable ? (
            <div className="row" role="group" aria-label="환불 또는 교환">
              <button type="button" aria-pressed={!exchanging} onClick={() => setExchanging(false)}>
                환불
              </button>
              <button type="button" aria-pressed={exchanging} onClick={() => setExchanging(true)}>
                교환
              </button>
            </div>
          ) : null}
          {canRefund && refundable && exchanging ? (
            <ExchangePanel
              order={o}
              onDone={(result) => {
                setError(null);
                setNote(exchangeNote(result));
                setExchanging(false);
                void queryClient.invalidateQueries({ queryKey: ['order', id] });
                void queryClient.invalidateQueries({ queryKey: ['orders'] });
              }}
            />
          ) : null}
          {canRefund && refundable && !exchanging ? (
            <div className="refund-form" aria-label="환불">
              <h2>환불</h2>
              <label htmlFor="refund-reason">환불 사유</label>
              <input id="refund-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
              <div className="row" role="radiogroup" aria-label="환불 방법">
                <label className="inline">
                  <input type="radio" checked={method === 'cash'} onChange={() => setMethod('cash')} /> 현금
                </label>
                <label className="inline">
                  <input type="radio" checked={method === 'card'} onChange={() => setMethod('card')} /> 카드 취소
                </label>
              </div>
              {method === 'card' && byAgent ? <p className="muted">카드 단말기로 원승인번호·원거래일자를 보내 취소합니다. 입력할 것이 없습니다.</p> : null}
              {method === 'card' && !byAgent ? (
                <>
                  <label htmlFor="refund-approval">취소 승인번호 (수기 입력 결제)</label>
                  <input id="refund-approval" value={approvalNo} onChange={(e) => setApprovalNo(e.target.value)} />
                </>
              ) : null}
              <div className="row">
                <button type="button" disabled={reason.trim() === '' || !Object.values(quantities).some((q) => q > 0)} onClick={() => void refund(false)}>
                  선택 수량 환불
                </button>
                <button type="button" className="danger" disabled={reason.trim() === ''} onClick={() => void refund(true)}>
                  전체 환불
                </button>
              </div>
            </div>
          ) : null}
          <Notice error={error} note={note} />
          <pre className="receipt-preview" aria-label="영수증 미리보기">
            {o.receiptPreview.join('\n')}
          </pre>
        </aside>
      </div>
    </section>
  );
}
