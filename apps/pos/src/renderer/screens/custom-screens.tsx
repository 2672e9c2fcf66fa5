// Custom-product orders: the list, one order with its design, and for admins the production sheet —
// on the receipt printer (the design as a raster image) or as an A4 page through the OS print dialog.
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { useSessionStore } from '../stores/session-store.ts';

const SIDE_LABEL = { front: '앞면', back: '뒷면' } as const;
const STATUS_TABS: readonly (readonly [string | null, string])[] = [
  [null, '전체'],
  ['request', '제작요청'],
  ['progress', '제작중'],
  ['completion', '제작완료'],
];

export function CustomListScreen() {
  const [status, setStatus] = useState<string | null>(null);
  const list = useQuery({ queryKey: ['custom', status], queryFn: () => call('custom.list', { status }) });
  return (
    <section aria-labelledby="custom-title">
      <h1 id="custom-title">주문 제작</h1>
      <div className="tabs" role="tablist" aria-label="제작 상태">
        {STATUS_TABS.map(([value, label]) => (
          <button key={label} type="button" role="tab" aria-selected={status === value} className={status === value ? 'active' : ''} onClick={() => setStatus(value)}>
            {label}
          </button>
        ))}
      </div>
      <Notice error={list.error ? errorMessage(list.error) : null} />
      <table className="list">
        <thead>
          <tr>
            <th>주문번호</th>
            <th>주문일시</th>
            <th>주문자</th>
            <th>상품</th>
            <th>수량</th>
            <th>상태</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((o) => (
            <tr key={o.orderNo}>
              <td>
                <Link to={`/custom/${encodeURIComponent(o.orderNo)}`}>{o.orderNo}</Link>
              </td>
              <td>{koreanTime(o.orderedAt)}</td>
              <td>{o.ordererName}</td>
              <td>{o.productName}</td>
              <td>{o.quantity}</td>
              <td>{o.statusLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function CustomDetailScreen() {
  const { orderNo = '' } = useParams();
  const role = useSessionStore((s) => s.session?.role);
  const detail = useQuery({ queryKey: ['custom-order', orderNo], queryFn: () => call('custom.get', { orderNo }) });
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const d = detail.data;
  if (detail.error) return <Notice error={errorMessage(detail.error)} />;
  if (!d) return <p>불러오는 중…</p>;
  return (
    <section aria-labelledby="custom-detail-title">
      <h1 id="custom-detail-title">주문 제작 {d.orderNo}</h1>
      <dl className="facts">
        <dt>주문자</dt>
        <dd>{d.ordererName}</dd>
        <dt>상품</dt>
        <dd>
          {d.productName} × {d.quantity}
        </dd>
        <dt>모양 / 색상</dt>
        <dd>
          {d.shape} / {d.colorName}
        </dd>
        <dt>상태</dt>
        <dd>{d.statusLabel}</dd>
        {d.note ? (
          <>
            <dt>메모</dt>
            <dd>{d.note}</dd>
          </>
        ) : null}
      </dl>
      <div className="designs">
        {d.sides.map((side) => (
          <figure key={side.side}>
            {side.imageDataUrl ? <img src={side.imageDataUrl} alt={`${SIDE_LABEL[side.side]} 디자인`} /> : <p>이미지를 불러오지 못했습니다.</p>}
            <figcaption>{SIDE_LABEL[side.side]}</figcaption>
          </figure>
        ))}
      </div>
      {role === 'admin' ? (
        <div className="row">
          <button
            type="button"
            className="primary"
            onClick={() =>
              void call('custom.printSheet', { orderNo }).then(
                (r) => setNote(r.status === 'failed' || r.status === 'skipped' ? (r.error?.message ?? '인쇄하지 못했습니다.') : '제작 지시서를 영수증 프린터로 인쇄합니다.'),
                (e: unknown) => setError(errorMessage(e)),
              )
            }
          >
            제작 지시서 인쇄 (영수증 프린터)
          </button>
          <Link className="button" to={`/custom/${encodeURIComponent(orderNo)}/sheet`}>
            A4 제작 지시서
          </Link>
        </div>
      ) : null}
      <Notice error={error} note={note} />
    </section>
  );
}

/** The A4 production sheet: a printable page; 인쇄 opens the operating system's print dialog. */
export function CustomSheetScreen() {
  const { orderNo = '' } = useParams();
  const detail = useQuery({ queryKey: ['custom-order', orderNo], queryFn: () => call('custom.get', { orderNo }) });
  const d = detail.data;
  if (!d) return <p>불러오는 중…</p>;
  return (
    <article className="a4-sheet" aria-labelledby="sheet-title">
      <div className="no-print row">
        <button type="button" className="primary" onClick={() => window.print()}>
          인쇄
        </button>
        <Link className="button" to={`/custom/${encodeURIComponent(orderNo)}`}>
          돌아가기
        </Link>
      </div>
      <h1 id="sheet-title">제작 지시서</h1>
      <table className="sheet-table">
        <tbody>
          <tr>
            <th>주문번호</th>
            <td>{d.orderNo}</td>
            <th>주문일시</th>
            <td>{koreanTime(d.orderedAt)}</td>
          </tr>
          <tr>
            <th>주문자</th>
            <td>{d.ordererName}</td>
            <th>수량</th>
            <td>{d.quantity}개</td>
          </tr>
          <tr>
            <th>상품</th>
            <td>{d.productName}</td>
            <th>모양 / 색상</th>
            <td>
              {d.shape} / {d.colorName}
            </td>
          </tr>
        </tbody>
      </table>
      {d.note ? <p>메모: {d.note}</p> : null}
      <div className="sheet-designs">
        {d.sides.map((side) => (
          <figure key={side.side}>{side.imageDataUrl ? <img src={side.imageDataUrl} alt={`${SIDE_LABEL[side.side]} 디자인`} /> : null}<figcaption>{SIDE_LABEL[side.side]}</figcaption></figure>
        ))}
      </div>
      <p className="sign">작업자 확인 ________________ 검수 ________________</p>
    </article>
  );
}
