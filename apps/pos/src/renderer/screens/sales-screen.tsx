// Sales: the day's summary (`/sales` is today, `/sales/:date` any business day), and the X (mid-day)
// and Z (close the day) reports, printed on the receipt printer. Online the numbers come from the own
// server's ledger, offline from this terminal's own records (the screen says which). Z asks for the
// closing count by denomination first (#28 시재); a closed day is marked, and sales rung up after the
// previous day's Z are marked on the business day they were recorded on.
import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { koreanBusinessDateLabel, posBusinessDate } from '@courtside/core/pos';
import { formatWon } from '@courtside/core/format';
import { ClosingCount } from './closing-count.tsx';
import { DrawerFigures } from './drawer-summary.tsx';
import type { DrawerCountInput } from '../../shared/schemas.ts';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { koreanTime } from '../components/korean-time.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { Report } from '../../shared/schemas.ts';
import type { IpcValue } from '../../shared/ipc.ts';

function ReportView({ report }: { readonly report: Report }) {
  return (
    <div className="report" data-testid="report">
      <p className="muted">{report.source === 'server' ? '서버 장부 기준' : '이 단말기 기록 기준 (오프라인)'}</p>
      {report.closedAt ? (
        <p className="day-closed-mark" data-testid="report-closed">
          {koreanBusinessDateLabel(report.date)} 영업 마감됨 ({koreanTime(report.closedAt)})
        </p>
      ) : null}
      {report.afterClose.count > 0 ? (
        <p className="after-close-mark" data-testid="report-after-close">
          전 영업일 마감 후 판매 {report.afterClose.count}건 ({formatWon(report.afterClose.total)}) — 이 영업일({koreanBusinessDateLabel(report.date)})로 기록됨
        </p>
      ) : null}
      <dl className="totals">
        <dt>판매 {report.salesCount}건</dt>
        <dd>
          <Won amount={report.grossSales} />
        </dd>
        <dt>할인</dt>
        <dd>
          <Won amount={report.discounts} />
        </dd>
        <dt>환불 {report.refundsCount}건</dt>
        <dd>
          <Won amount={report.refundTotal} />
        </dd>
        <dt className="grand">순매출</dt>
        <dd className="grand" data-testid="report-net">
          <Won amount={report.net} />
        </dd>
        <dt>현금</dt>
        <dd>
          <Won amount={report.byMethod.cash} />
        </dd>
        <dt>카드 (간편결제 포함)</dt>
        <dd data-testid="report-card">
          <Won amount={report.byMethod.card} />
        </dd>
        {report.byEasyPay.map((e) => (
          <Fragment key={e.provider}>
            <dt>
              {e.label} ({e.count}건)
            </dt>
            <dd data-testid={`report-easy-${e.provider}`}>
              <Won amount={e.amount} />
            </dd>
          </Fragment>
        ))}
        <dt>현금영수증 ({report.cashReceipts.count}건{report.cashReceipts.pending > 0 ? `, 발급 대기 ${report.cashReceipts.pending}건` : ''})</dt>
        <dd data-testid="report-cash-receipts">
          <Won amount={report.cashReceipts.amount} />
        </dd>
      </dl>
      <table className="list">
        <thead>
          <tr>
            <th>담당</th>
            <th>건수</th>
            <th>금액</th>
          </tr>
        </thead>
        <tbody>
          {report.byStaff.map((s) => (
            <tr key={s.staffId}>
              <td>{s.name}</td>
              <td>{s.count}</td>
              <td>
                <Won amount={s.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.drawer ? <DrawerFigures drawer={report.drawer} closing={report.kind === 'z'} /> : null}
    </div>
  );
}

export function SalesScreen() {
  const today = posBusinessDate(Date.now()) ?? '';
  const { date = today } = useParams();
  const navigate = useNavigate();
  const role = useSessionStore((s) => s.session?.role);
  const daily = useQuery({ queryKey: ['report', date], queryFn: () => call('reports.daily', { date }) });
  const [closing, setClosing] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const drawerState = useQuery({ queryKey: ['drawer-state'], queryFn: () => call('drawer.state', {}) });
  const [counting, setCounting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function runReport(kind: 'x' | 'z', counts?: DrawerCountInput[]) {
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      const result = kind === 'x' ? await call('reports.x', { print: true }) : await call('reports.z', counts ? { counts } : {});
      if (kind === 'z') setCounting(false);
      setClosing(result.report);
      const z = kind === 'z' ? (result as IpcValue<'reports.z'>) : null;
      if (z?.alreadyClosed) {
        setNote(`오늘 영업은 이미 마감했습니다 (${koreanTime(z.closedAt)}, ${z.closedBy}). 마감한 내용을 보여 드립니다.`);
      } else {
        setNote(`${kind === 'x' ? 'X' : 'Z'} 리포트를 ${result.print.status === 'failed' || result.print.status === 'skipped' ? `인쇄하지 못했습니다: ${result.print.error?.message ?? ''}` : '인쇄합니다.'}`);
      }
      void daily.refetch();
      void drawerState.refetch();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  /** Z: the closing count first — unless the day was closed and nothing happened since (then Z shows that close). */
  async function startClose() {
    const state = (await drawerState.refetch()).data;
    if (state?.closedNothingSince) void runReport('z');
    else setCounting(true);
  }

  return (
    <section aria-labelledby="sales-title">
      <h1 id="sales-title">매출 {date}</h1>
      <div className="row">
        <label className="inline">
          날짜
          <input type="date" value={date} onChange={(e) => e.target.value && void navigate(`/sales/${e.target.value}`)} />
        </label>
        <button type="button" onClick={() => void runReport('x')}>
          X 리포트 (중간 정산) 인쇄
        </button>
        {role === 'admin' ? (
          <button type="button" className="danger" disabled={busy || counting} onClick={() => void startClose()}>
            Z 리포트 (마감) 인쇄
          </button>
        ) : null}
      </div>
      <Notice error={error ?? (daily.error ? errorMessage(daily.error) : null)} note={note} />
      {counting && drawerState.data ? (
        <ClosingCount expected={drawerState.data.drawer.expected} busy={busy} onConfirm={(counts) => void runReport('z', counts)} onCancel={() => setCounting(false)} />
      ) : null}
      {daily.data ? <ReportView report={daily.data} /> : null}
      {closing ? (
        <>
          <h2>{closing.kind === 'z' ? 'Z 리포트' : 'X 리포트'}</h2>
          <ReportView report={closing} />
        </>
      ) : null}
    </section>
  );
}
