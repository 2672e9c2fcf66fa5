// Sales the terminal recorded just before it stopped (a crash or power cut between 결제 and 완료):
// shown before the next sale can start, with their receipt, so nobody rings the customer up twice.
// Several of them are confirmed with one 모두 확인; a scan made meanwhile is kept (keptScans) and rung
// up once they are confirmed.
import { useState } from 'react';
import { koreanTime } from '../components/korean-time.ts';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import type { RecoveredSale } from '../../shared/schemas.ts';

interface RecoveredSalesProps {
  readonly sales: readonly RecoveredSale[];
  readonly onDone: (id: string) => void;
  /** Scans made while this is shown, rung up after 확인. */
  readonly keptScans?: number;
}

export function RecoveredSales({ sales, onDone, keptScans = 0 }: RecoveredSalesProps) {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmAll() {
    setBusy(true);
    setError(null);
    try {
      for (const sale of sales) {
        await call('sales.acknowledge', { id: sale.id });
        onDone(sale.id);
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="recovered" aria-labelledby="recovered-title" role="alertdialog" aria-describedby="recovered-desc">
      <h1 id="recovered-title">이미 결제된 판매가 있습니다</h1>
      <p id="recovered-desc">단말기가 멈추기 직전에 결제가 완료되어 기록된 판매입니다. 다시 결제하지 마세요.</p>
      {keptScans > 0 ? (
        <p className="notice ok" role="status">
          스캔한 상품 {keptScans}개는 확인 후 판매에 담습니다.
        </p>
      ) : null}
      {sales.length > 1 ? (
        <button type="button" className="primary big" autoFocus disabled={busy} onClick={() => void confirmAll()}>
          {sales.length}건 모두 확인
        </button>
      ) : null}
      {sales.map((sale, index) => (
        <div key={sale.id} className="recovered-sale" data-testid="recovered-sale">
          <p>
            영수증 번호 <strong>{sale.receiptNo}</strong> · {koreanTime(sale.soldAt)} · 담당 {sale.staffName}
          </p>
          <ul className="plain">
            {sale.items.map((item, i) => (
              <li key={i}>
                {item.name} × {item.quantity} · <Won amount={item.amount} />
              </li>
            ))}
          </ul>
          <p className="big-number">
            결제 금액 <Won amount={sale.total} />
            {sale.methods.includes('cash') ? (
              <>
                {' '}
                · 거스름돈 <Won amount={sale.change} />
              </>
            ) : null}
          </p>
          <div className="row">
            <button
              type="button"
              onClick={() =>
                void call('orders.reprint', { id: sale.id }).then(
                  () => setNote(`${sale.receiptNo} 영수증을 인쇄합니다.`),
                  (e: unknown) => setError(errorMessage(e)),
                )
              }
            >
              영수증 인쇄
            </button>
            <button
              type="button"
              className="primary"
              autoFocus={index === 0 && sales.length === 1}
              onClick={() =>
                void call('sales.acknowledge', { id: sale.id }).then(
                  () => onDone(sale.id),
                  (e: unknown) => setError(errorMessage(e)),
                )
              }
            >
              확인
            </button>
          </div>
        </div>
      ))}
      <Notice error={error} note={note} />
    </section>
  );
}
