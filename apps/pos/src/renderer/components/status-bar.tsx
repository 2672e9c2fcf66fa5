// The strip along the bottom of every screen: online/offline, entries waiting (대기 n건), last sync
// and 지금 동기화, the printer's state in words the cashier acts on (용지 없음, 덮개 열림, 오프라인),
// and every receipt that failed to print, each with 다시 인쇄. The state comes from the page's one
// event listener (api/terminal-events.ts), which the host refreshes on every reconnection.
import { useEffect } from 'react';
import { koreanTime } from './korean-time.ts';
import { call } from '../api/terminal-api.ts';
import { useStatusStore } from '../stores/status-store.ts';

const SYNC_TEXT = { online: '온라인', offline: '오프라인', syncing: '동기화 중', error: '동기화 오류' } as const;

export function StatusBar() {
  const { sync, printer, setSync, setPrinter } = useStatusStore();

  useEffect(() => {
    if (!useStatusStore.getState().sync) void call('sync.status', {}).then(setSync, () => undefined);
    if (!useStatusStore.getState().printer) void call('printer.status', {}).then(setPrinter, () => undefined);
  }, [setSync, setPrinter]);

  const printerProblem = printer && ['paper-out', 'cover-open', 'offline'].includes(printer.state);
  const failed = printer?.failedJobs ?? [];
  return (
    <footer className="status-bar" aria-label="단말기 상태">
      <span className={`badge badge-${sync?.status ?? 'offline'}`} data-testid="sync-state">
        {SYNC_TEXT[sync?.status ?? 'offline']}
      </span>
      <span data-testid="sync-pending">대기 {sync?.pending ?? 0}건</span>
      <span>마지막 동기화 {sync?.lastSyncAt ? koreanTime(sync.lastSyncAt) : '없음'}</span>
      {sync?.conflicts ? <span className="warn">재고 충돌 {sync.conflicts}건</span> : null}
      {sync?.lastError && sync.status !== 'online' ? <span className="warn">{sync.lastError.message}</span> : null}
      <button type="button" className="small" onClick={() => void call('sync.now', {}).then(setSync, () => undefined)}>
        지금 동기화
      </button>
      <span className={printerProblem ? 'printer-alert' : 'printer-ok'} role={printerProblem ? 'alert' : undefined} data-testid="printer-state">
        프린터: {printer?.message ?? '확인 중'}
      </span>
      {failed.length > 0 ? (
        <details className="failed-receipts" data-testid="failed-receipts">
          <summary>인쇄 실패 {failed.length}건</summary>
          <ul aria-label="인쇄하지 못한 영수증">
            {failed.map((job) => (
              <li key={job.jobId}>
                <span>
                  {job.title} · {job.error}
                </span>
                <button type="button" className="small" onClick={() => void call('printer.reprint', { jobId: job.jobId }).catch(() => undefined)}>
                  다시 인쇄
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </footer>
  );
}
