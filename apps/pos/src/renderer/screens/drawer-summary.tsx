// This terminal's 시재 of a day as the screens show it (#28): float, cash sales and refunds, 입금/출금,
// expected cash; after the closing count, the count by denomination and 과부족. Used by the 시재 screen
// and the 매출 screen's reports.
import type { ReactNode } from 'react';
import { drawerOverShort, POS_DRAWER_MOVE_LABELS } from '@courtside/core/pos';
import { formatNumber } from '@courtside/core/format';
import { Won } from '../components/won.tsx';
import { koreanTime } from '../components/korean-time.ts';
import type { DrawerCountInput, DrawerSummary } from '../../shared/schemas.ts';

export function DrawerFigures({ drawer, closing }: { readonly drawer: DrawerSummary; readonly closing: boolean }) {
  const overShort = drawer.counted === null ? null : drawerOverShort(drawer.counted, drawer.expected);
  return (
    <div className="drawer-summary" data-testid="drawer-summary">
      <h3>시재</h3>
      <dl className="totals">
        <dt>시재 (개점){drawer.floatSet ? '' : ' — 입력 전'}</dt>
        <dd data-testid="drawer-float">
          <Won amount={drawer.float} />
        </dd>
        <dt>현금 판매</dt>
        <dd data-testid="drawer-cash-sales">
          <Won amount={drawer.cashSales} />
        </dd>
        <dt>현금 환불</dt>
        <dd>
          <Won amount={-drawer.cashRefunds} />
        </dd>
        <dt>입금</dt>
        <dd data-testid="drawer-cash-in">
          <Won amount={drawer.cashIn} />
        </dd>
        <dt>출금</dt>
        <dd data-testid="drawer-cash-out">
          <Won amount={-drawer.cashOut} />
        </dd>
        <dt className="grand">{closing ? '예상 현금' : '현재 예상 현금'}</dt>
        <dd className="grand" data-testid="drawer-expected">
          <Won amount={drawer.expected} />
        </dd>
        {drawer.counted !== null && overShort ? (
          <>
            <dt>실제 현금 (권종 합계)</dt>
            <dd data-testid="drawer-counted">
              <Won amount={drawer.counted} />
            </dd>
            <dt className="grand">과부족 ({overShort.label})</dt>
            <dd className={`grand ${overShort.amount < 0 ? 'warn' : ''}`} data-testid="drawer-over-short">
              <Won amount={drawer.overShort ?? overShort.amount} />
            </dd>
          </>
        ) : null}
      </dl>
      {drawer.counts ? <DenominationTable label="권종별 시재" rows={drawer.counts} /> : null}
    </div>
  );
}

/** 권종 · 수량 · 금액, one row per denomination; `countCell` puts an input where the count goes (마감 정산). */
export function DenominationTable({ label, rows, countCell }: { readonly label: string; readonly rows: readonly DrawerCountInput[]; readonly countCell?: (row: DrawerCountInput) => ReactNode }) {
  return (
    <table className="list" aria-label={label}>
      <thead>
        <tr>
          <th>권종</th>
          <th>수량</th>
          <th>금액</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.denomination}>
            <td>{formatNumber(c.denomination)}원</td>
            <td>{countCell ? countCell(c) : c.count}</td>
            <td>
              <Won amount={c.denomination * c.count} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DrawerMoves({ drawer }: { readonly drawer: DrawerSummary }) {
  if (drawer.moves.length === 0) return <p className="muted">오늘 기록한 시재·입출금이 없습니다.</p>;
  return (
    <table className="list" aria-label="시재·입출금 기록">
      <thead>
        <tr>
          <th>시각</th>
          <th>구분</th>
          <th>금액</th>
          <th>사유</th>
          <th>담당</th>
        </tr>
      </thead>
      <tbody>
        {drawer.moves.map((m, i) => (
          <tr key={`${m.at}-${i}`}>
            <td>{koreanTime(m.at)}</td>
            <td>{POS_DRAWER_MOVE_LABELS[m.type]}</td>
            <td>
              <Won amount={m.type === 'cash-out' ? -m.amount : m.amount} />
            </td>
            <td>{m.reason ?? ''}</td>
            <td>{m.staffName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
