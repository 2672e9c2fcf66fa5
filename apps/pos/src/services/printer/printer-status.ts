// The printer's state as the status bar shows it (준비됨, 용지 없음, 덮개 열림, 오프라인 …), moved by job
// results and status polls, with the failed jobs waiting for a reprint; and a job's settled outcome.
import type { HardwareErrorCode, PrintJob } from '@courtside/hardware';
import type { PrintOutcome, PrinterState, PrinterStatusView } from '../../shared/schemas.ts';

export const STATE_OF_CODE: Partial<Record<HardwareErrorCode, PrinterState>> = {
  PRINTER_PAPER_OUT: 'paper-out',
  PRINTER_COVER_OPEN: 'cover-open',
  PRINTER_OFFLINE: 'offline',
  PRINTER_NO_REPLY: 'offline',
  PRINTER_UNREACHABLE: 'offline',
  PRINTER_WRITE_FAILED: 'offline',
};

export const STATE_MESSAGES: Readonly<Record<PrinterState, string>> = {
  ready: '프린터 준비됨',
  'paper-out': '용지 없음',
  'cover-open': '덮개 열림',
  offline: '프린터 오프라인',
  unknown: '프린터 상태 알 수 없음',
  'not-configured': '프린터 미설정',
};

/** A job's outcome once it is done (null while it is queued or printing). */
export function settledOutcome(job: PrintJob): PrintOutcome | null {
  switch (job.status) {
    case 'queued':
    case 'printing':
      return null;
    case 'printed':
      return { jobId: job.id, status: 'printed', error: null };
    case 'sent':
      return { jobId: job.id, status: 'sent', error: null };
    case 'failed':
      return { jobId: job.id, status: 'failed', error: job.failure ? { code: job.failure.code, message: job.failure.message } : { code: 'PRINTER_ERROR', message: '영수증을 인쇄하지 못했습니다.' } };
  }
}

export function createPrinterStatus(now: () => number, jobs: () => readonly PrintJob[], onStatus?: (status: PrinterStatusView) => void) {
  let state: PrinterState = 'unknown';
  let message = STATE_MESSAGES.unknown;
  let checkedAt: string | null = null;

  const publish = () => onStatus?.(status());

  /** Moves to a state; answers whether anything the status bar shows changed. */
  function moveTo(next: PrinterState, text?: string): boolean {
    const changed = next !== state || (text ?? STATE_MESSAGES[next]) !== message;
    state = next;
    message = text ?? STATE_MESSAGES[next];
    checkedAt = new Date(now()).toISOString();
    return changed;
  }

  function setState(next: PrinterState, text?: string): void {
    if (moveTo(next, text)) publish();
  }

  function onJob(job: PrintJob): void {
    if (job.status === 'printed') moveTo('ready');
    // A one-way transport cannot tell whether paper came out: never claim it did.
    else if (job.status === 'sent') moveTo('unknown', '인쇄 데이터를 보냈습니다 (프린터 상태는 확인할 수 없음)');
    else if (job.status === 'failed' && job.failure) moveTo(STATE_OF_CODE[job.failure.code] ?? 'unknown', job.failure.message);
    // The list of failed jobs changes with every job, even when the printer's state does not.
    publish();
  }

  function status(): PrinterStatusView {
    const failedJobs = jobs()
      .filter((job) => job.status === 'failed')
      .slice(0, 20)
      .map((job) => ({ jobId: job.id, title: job.label, at: job.updatedAt, error: job.failure?.message ?? '' }));
    return { state, message, failedJobs, checkedAt };
  }

  return { setState, onJob, status };
}
