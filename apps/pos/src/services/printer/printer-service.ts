// The terminal's receipt printer: renders core receipt documents to ESC/POS with @courtside/hardware,
// hands the bytes to its PrintQueue (which never blocks the caller), and keeps a live status for the
// status bar (용지 없음 / 덮개 열림 / 오프라인) from job results and a periodic DLE EOT poll. The
// transport is rebuilt whenever the settings change.
import {
  FileSinkTransport,
  PrintQueue,
  SerialPrinterTransport,
  SpoolerPrinterTransport,
  TcpPrinterTransport,
  hardwareErrorMessage,
  renderReceipt,
  statusProblem,
} from '@courtside/hardware';
import type { PrintJob, PrinterTransport, RgbaImage } from '@courtside/hardware';
import type { ReceiptDocument } from '@courtside/core/receipt';
import type { PrintOutcome, PrinterSettings, PrinterStatusView } from '../../shared/schemas.ts';
import { TerminalError } from '../terminal-error.ts';
import { createPrinterStatus, settledOutcome, STATE_OF_CODE } from './printer-status.ts';

export interface PrinterServiceOptions {
  readonly settings: PrinterSettings;
  readonly now: () => number;
  readonly onStatus?: (status: PrinterStatusView) => void;
  /** How often to ask a two-way printer for its status while idle (0: never). */
  readonly pollMs?: number;
}

export function transportFor(settings: PrinterSettings): PrinterTransport | null {
  switch (settings.transport) {
    case 'tcp':
      return new TcpPrinterTransport({ host: settings.host, port: settings.port, connectTimeoutMs: 2_000, statusTimeoutMs: 1_500 });
    case 'serial':
      return new SerialPrinterTransport({ path: settings.serialPath, baudRate: settings.baudRate });
    case 'os':
      return new SpoolerPrinterTransport({ printer: settings.osPrinterName });
    case 'file':
      return new FileSinkTransport({ path: settings.filePath });
    case 'none':
      return null;
  }
}

export function createPrinterService(options: PrinterServiceOptions) {
  let settings = options.settings;
  let queue: PrintQueue | null = null;
  let unsubscribe: (() => void) | null = null;
  let poller: ReturnType<typeof setInterval> | null = null;
  let polling = false;
  /** The job that printed a document key ("sale:<id>"), so printing it again reuses a failed job. */
  const jobOfKey = new Map<string, string>();
  const printerStatus = createPrinterStatus(options.now, () => queue?.list() ?? [], options.onStatus);
  const { setState, onJob, status } = printerStatus;

  function build(): void {
    const transport = transportFor(settings);
    if (!transport) {
      queue = null;
      setState('not-configured');
      return;
    }
    queue = new PrintQueue({ transport, now: options.now });
    unsubscribe = queue.subscribe((event) => {
      if (event.type === 'job') onJob(event.job);
    });
    setState('unknown');
  }

  async function poll(): Promise<void> {
    const transport = queue?.transport;
    if (!transport?.twoWay || !transport.requestStatus || polling) return;
    polling = true;
    try {
      const problem = statusProblem(await transport.requestStatus());
      if (problem) setState(STATE_OF_CODE[problem] ?? 'unknown', hardwareErrorMessage(problem));
      else setState('ready');
    } catch {
      setState('offline', hardwareErrorMessage('PRINTER_NO_REPLY'));
    } finally {
      polling = false;
    }
  }

  function outcomeOf(job: PrintJob): PrintOutcome {
    return { jobId: job.id, status: 'queued', error: null };
  }

  build();
  if ((options.pollMs ?? 0) > 0) {
    poller = setInterval(() => void poll(), options.pollMs);
    poller.unref?.();
  }

  return {
    /** Queues a document and returns at once; the outcome arrives as a status event. */
    print(document: ReceiptDocument, label: string, images?: ReadonlyMap<string, RgbaImage>, key?: string): PrintOutcome {
      if (!queue) return { jobId: null, status: 'skipped', error: { code: 'PRINTER_NOT_CONFIGURED', message: '프린터가 설정되지 않아 인쇄하지 않았습니다.' } };
      // The same document printed again while its last job failed: that job is reprinted, so the
      // status bar stops offering it once it comes out.
      const earlier = key === undefined ? undefined : queue.get(jobOfKey.get(key) ?? '');
      if (earlier?.status === 'failed') return outcomeOf(queue.reprint(earlier.id));
      const bytes = renderReceipt(document, { columns: settings.columns, resolveImage: (ref) => images?.get(ref) });
      const job = queue.enqueue(bytes, label);
      if (key !== undefined) jobOfKey.set(key, job.id);
      return outcomeOf(job);
    },

    /** The job's outcome once it has printed or failed (or as it stands after `timeoutMs`). */
    async settled(jobId: string, timeoutMs: number): Promise<PrintOutcome> {
      const current = queue;
      const job = current?.get(jobId);
      if (!current || !job) return { jobId, status: 'failed', error: { code: 'PRINTER_JOB_NOT_FOUND', message: hardwareErrorMessage('PRINTER_JOB_NOT_FOUND') } };
      const now = settledOutcome(job);
      if (now) return now;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          stop();
          resolve({ jobId, status: 'queued', error: null });
        }, timeoutMs);
        const stop = current.subscribe((event) => {
          if (event.type !== 'job' || event.job.id !== jobId) return;
          const outcome = settledOutcome(event.job);
          if (!outcome) return;
          clearTimeout(timer);
          stop();
          resolve(outcome);
        });
      });
    },

    reprint(jobId: string): PrintOutcome {
      if (!queue) throw new TerminalError('SETTINGS_INVALID', { message: '프린터가 설정되지 않았습니다.' });
      return outcomeOf(queue.reprint(jobId));
    },

    /** Waits for a job's result (tests, the test-print button). */
    async result(jobId: string): Promise<PrintOutcome> {
      if (!queue) return { jobId, status: 'skipped', error: null };
      await queue.idle();
      const job = queue.get(jobId);
      if (!job) return { jobId, status: 'failed', error: { code: 'PRINTER_JOB_NOT_FOUND', message: hardwareErrorMessage('PRINTER_JOB_NOT_FOUND') } };
      return settledOutcome(job) ?? { jobId, status: 'queued', error: null };
    },

    status,
    poll,
    columns: (): number => settings.columns,
    description: (): string => queue?.transport.description ?? '없음',

    async reconfigure(next: PrinterSettings): Promise<void> {
      const old = queue;
      unsubscribe?.();
      settings = next;
      build();
      await old?.close().catch(() => undefined);
      void poll();
    },

    async idle(): Promise<void> {
      await queue?.idle();
    },

    async close(): Promise<void> {
      if (poller) clearInterval(poller);
      unsubscribe?.();
      await queue?.close().catch(() => undefined);
    },
  };
}

export type PrinterService = ReturnType<typeof createPrinterService>;
