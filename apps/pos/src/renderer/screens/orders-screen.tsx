// The store's orders. Online: the sales of every terminal of the shop, from the own server, a page at
// a time, by day and by receipt number; offline: this terminal's own. Each opens its detail (and a
// sale of another terminal can be refunded from there while online).
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { posBusinessDate } from '@courtside/core/pos';
import { call } from '../api/terminal-api.ts';
import { Won } from '../components/won.tsx';
import { Notice } from '../components/notice.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { errorMessage } from '../api/terminal-api.ts';

export function OrdersScreen() {
  const today = posBusinessDate(Date.now()) ?? '';
  const [date, setDate] = useState<string>(today);
  const [mine, setMine] = useState(false);
  const [receipt, setReceipt] = useState('');
  const [page, setPage] = useState(1);
  const session = useSessionStore((s) => s.session);
  const staffId = mine && session ? session.staffId : null;
  const receiptNo = receipt.trim().toUpperCase().replace(/[^0-9A-Z-]/g, '') || null;
  const orders = useQuery({
    queryKey: ['orders', 'store', date, staffId, receiptNo, page],
    queryFn: () => call('orders.store', { date: receiptNo ? null : date || null, receiptNo, staffId, page }),
  });
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.pageSize)) : 1;
  const choose = (next: () => void) => {
    next();
    setPage(1);
  };
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">주문 내역</h1>
      <div className="row filters">
        <button type="button" onClick={() => choose(() => setDate(today))} aria-pressed={date === today}>
          오늘
        </button>
        <label className="inline">
          날짜
          <input type="date" value={date} onChange={(e) => choose(() => setDate(e.target.value))} />
        </label>
        <button type="button" onClick={() => choose(() => setDate(''))} aria-pressed={date === ''}>
          전체
        </button>
        <label className="inline">
          영수증 번호
          <input value={receipt} onChange={(e) => choose(() => setReceipt(e.target.value))} placeholder="T1-20240305-0001" />
        </label>
        <label className="inline">
          <input type="checkbox" checked={mine} onChange={(e) => choose(() => setMine(e.target.checked))} /> 내 판매만
        </label>
      </div>
      {orders.data ? (
        <p className="muted" data-testid="orders-source">
          {orders.data.source === 'server' ? `매장 전체 단말기의 판매 (서버) · ${orders.data.total}건` : `서버에 연결할 수 없어 이 단말기의 판매만 보입니다 · ${orders.data.total}건`}
        </p>
      ) : null}
      <Notice error={orders.error ? errorMessage(orders.error) : null} />
      <table className="list">
        <thead>
          <tr>
            <th>영수증 번호</th>
            <th>단말기</th>
            <th>시각</th>
            <th>담당</th>
            <th>수량</th>
            <th>금액</th>
            <th>환불</th>
            <th>전송</th>
          </tr>
        </thead>
        <tbody>
          {(orders.data?.items ?? []).map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`/orders/${o.id}`}>{o.receiptNo}</Link>
              </td>
              <td>{o.terminalId}</td>
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
      {orders.data && orders.data.items.length === 0 ? <p className="empty">주문이 없습니다.</p> : null}
      {pages > 1 ? (
        <nav className="row" aria-label="주문 페이지">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            다음
          </button>
        </nav>
      ) : null}
    </section>
  );
}
