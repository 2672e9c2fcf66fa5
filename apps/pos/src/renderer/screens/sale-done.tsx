// 완료: the receipt number, the change (only when cash was taken), and what really happened to the
// receipt — printed, sent to a one-way printer, or failed with the reason and 다시 인쇄 (F7). The
// screen asks the services for the job's outcome instead of assuming it printed.
import { useEffect, useState } from 'react';
import { call, errorMessage } from '../api/terminal-api.ts';
import { Notice } from '../components/notice.tsx';
import { Won } from '../components/won.tsx';
import { Key, SALE_KEYS, useKeyBindings } from '../keys/function-keys.tsx';
import { EReceiptSend } from './e-receipt-send.tsx';
import type { CompletedSale, PrintOutcome } from '../../shared/schemas.ts';

/** What the cashier reads about a receipt, and whether 다시 인쇄 is offered. */
export function printNotice(print: PrintOutcome): { readonly error: string | null; readonly note: string | null; readonly canRetry: boolean } {
  switch (print.status) {
    case 'queued':
      return { error: null, note: '영수증을 인쇄하고 있습니다…', canRetry: false };
    case 'printed':
      return { error: null, note: '영수증을 인쇄했습니다.', canRetry: false };
    case 'sent':
      return { error: null, note: '영수증을 프린터로 보냈습니다. (이 프린터는 인쇄 여부를 알려 주지 않습니다)', canRetry: false };
    case 'failed':
      return { error: `영수증을 인쇄하지 못했습니다: ${print.error?.message ?? '프린터 오류'}`, note: null, canRetry: print.jobId !== null };
    case 'skipped':
      return { error: print.error ? `영수증: ${print.error.message}` : null, note: print.error ? null : '영수증은 인쇄하지 않았습니다.', canRetry: false };
  }
}

/** Follows a print job until it has printed or failed. */
export function usePrintOutcome(initial: PrintOutcome): readonly [PrintOutcome, (next: PrintOutcome) => void] {
  const [print, setPrint] = useState(initial);
  useEffect(() => {
    if (print.status !== 'queued' || print.jobId === null) return undefined;
    let live = true;
    const jobId = print.jobId;
    void call('printer.job', { jobId }).then(
      (outcome) => {
        // Still queued after the wait: ask again (a new object restarts this effect).
        if (live) setPrint({ ...outcome });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [print]);
  return [print, setPrint] as const;
}

export function SaleDone({ sale, onNext }: { readonly sale: CompletedSale; readonly onNext: () => void }) {
  const [print, setPrint] = usePrintOutcome(sale.print);
  const [error, setError] = useState<string | null>(null);
  const notice = printNotice(print);

  useEffect(() => {
    void call('sales.acknowledge', { id: sale.id }).catch(() => undefined);
  }, [sale.id]);

  async function reprint() {
    setError(null);
    try {
      setPrint(print.jobId !== null && print.status === 'failed' ? await call('printer.reprint', { jobId: print.jobId }) : await call('orders.reprint', { id: sale.id }));
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  useKeyBindings({ [SALE_KEYS.reprint]: () => void reprint() });

  return (
    <section className="sale-done" aria-labelledby="done-title">
      <h1 id="done-title">완료</h1>
      <p>
        영수증 번호 <strong data-testid="receipt-no">{sale.receiptNo}</strong>
      </p>
      <p className="big-number" data-testid="done-total">
        결제 금액 <Won amount={sale.total} />
      </p>
      {sale.methods.includes('cash') ? (
        <p className="big-number" data-testid="done-change">
          거스름돈 <Won amount={sale.change} />
        </p>
      ) : null}
      <div data-testid="print-outcome">
        <Notice error={notice.error ?? error} note={notice.note} />
      </div>
      <button type="button" onClick={() => void reprint()} aria-keyshortcuts={SALE_KEYS.reprint} className={notice.canRetry ? 'primary big' : ''}>
        {notice.canRetry ? '다시 인쇄' : '영수증 재인쇄'} <Key name={SALE_KEYS.reprint} />
      </button>
      <EReceiptSend saleId={sale.id} />
      <button type="button" className="primary big" autoFocus onClick={onNext} aria-keyshortcuts="Enter">
        새 판매 <Key name="Enter" />
      </button>
    </section>
  );
}
