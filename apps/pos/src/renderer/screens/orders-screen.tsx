// Orders made on this terminal: today, a chosen day, or one cashier's; each opens its detail.
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { posBusinessDate } from '@courtside/core';
import { call } from '../api/terminal-api.ts';
import { Won } from '../components/won.tsx';
import { Notice } from '../components/notice.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { errorMessage } from '../api/terminal-api.ts';

export function OrdersScreen() {
  const today = posBusinessDate(Date.now()) ?? '';
  const [date, setDate] = useState<string>(today);
  const [mine, setMine] = useState(false);
  const session = useSessionStore((s) => s.session);
  const staffId = mine && session ? session.staffId : null;
  const orders = useQuery({ queryKey: ['orders', date, staffId], queryFn: () => call('orders.list', { date: date || null, staffId }) });
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">주문 내역</h1>
      <div className="row filters">
        <button type="button" onClick={() => setDate(today)} aria-pressed={date === today}>
          오늘
        </button>
        <label className="inline">
          날짜
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="button" onClick={() => setDate('')} aria-pressed={date === ''}>
          전체
        </button>
        <label className="inline">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> 내 판매만
        </label>
      </div>
      <Notice error={orders.error ? errorMessage(orders.error) : null} />
      <table className="list">
        <thead>
          <tr>
            <th>영수증 번호</th>
            <th>시각</th>
            <th>담당</th>
            <th>수량</th>
            <th>금액</th>
            <th>환불</th>
            <th>전송</th>
          </tr>
        </thead>
        <tbody>
          {(orders.data ?? []).map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`/orders/${o.id}`}>{o.receiptNo}</Link>
              </td>
              <td>{koreanTime(o.soldAt)}</td>
              <td>{o.staffName}</td>
              <td>{o.itemCount}</td>
              <td>
                <Won amount={o.total} />
              </td>
              <td>{o.refunded > 0 ? <Won amount={o.refunded} /> : '-'}</td>
              <td>{o.synced ? '완료' : '대기'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {orders.data && orders.data.length === 0 ? <p className="empty">주문이 없습니다.</p> : null}
    </section>
  );
}
