// The print queue between the counter and its printer. A sale never waits on it: `enqueue` stores
// the job and returns at once, jobs print one after another in the background, and every change is
// announced so the screen can show "인쇄 중", "인쇄됨" or the problem in Korean.
//
// Rules:
// - On a two-way transport the printer's status is read before a job (paper out, cover open or
//   offline fails the job with that reason and sends nothing) and after it (paper that ran out
//   mid-receipt fails the job, so the cashier reprints it). Only then is a job 'printed'.
// - On a one-way transport a job that left without error is 'sent', never 'printed'.
// - Failed and finished jobs are kept (in memory, and through `persist` if given) for `reprint`.
// - Jobs restored after a restart that were still queued or printing are marked failed
//   (PRINTER_INTERRUPTED) rather than printed again: a duplicate receipt is worse than a button.
import { randomUUID } from 'node:crypto';
import { statusProblem } from '../escpos/status.ts';
import { HardwareError, hardwareErrorMessage } from '../hardware-error.ts';
import type { HardwareErrorCode } from '../hardware-error.ts';
import type { PrinterTransport } from './transport.ts';

export type PrintJobStatus = 'queued' | 'printing' | 'sent' | 'printed' | 'failed';

export interface PrintJobFailure {
  readonly code: HardwareErrorCode;
  readonly message: string;
}

export interface PrintJob {
  readonly id: string;
  /** What the job is, for the screen ("영수증 R240305-0001"). */
  readonly label: string;
  readonly bytes: Uint8Array;
  readonly status: PrintJobStatus;
  readonly attempts: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly failure?: PrintJobFailure;
}

export type PrintQueueEvent =
  | { readonly type: 'job'; readonly job: PrintJob }
  | { readonly type: 'persist-failed'; readonly jobId: string; readonly error: unknown };

export interface PrintQueueOptions {
  readonly transport: PrinterTransport;
  /** Stores a job after each change (for reprint after a restart). Failures are reported, never thrown. */
  readonly persist?: (job: PrintJob) => void | Promise<void>;
  /** Jobs loaded from storage at start-up. */
  readonly restoredJobs?: readonly PrintJob[];
  /** Finished jobs kept in memory, oldest dropped first (default 200). */
  readonly maxJobs?: number;
  readonly now?: () => number;
  readonly newId?: () => string;
}

const UNFINISHED: readonly PrintJobStatus[] = ['queued', 'printing'];

function failure(code: HardwareErrorCode): PrintJobFailure {
  return { code, message: hardwareErrorMessage(code) };
}

export class PrintQueue {
  private readonly jobs = new Map<string, PrintJob>();
  private readonly waiting: string[] = [];
  private readonly listeners = new Set<(event: PrintQueueEvent) => void>();
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: PrintQueueOptions) {
    for (const job of options.restoredJobs ?? []) {
      const interrupted = UNFINISHED.includes(job.status);
      this.jobs.set(job.id, interrupted ? { ...job, status: 'failed', failure: failure('PRINTER_INTERRUPTED') } : job);
    }
  }

  get transport(): PrinterTransport {
    return this.options.transport;
  }

  /** Listens to job changes; returns the function that stops listening. */
  subscribe(listener: (event: PrintQueueEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a job and returns at once; printing happens in the background. */
  enqueue(bytes: Uint8Array, label: string): PrintJob {
    if (this.closed) throw new HardwareError('PRINTER_CLOSED');
    const at = new Date(this.now()).toISOString();
    const job: PrintJob = { id: this.options.newId?.() ?? randomUUID(), label, bytes, status: 'queued', attempts: 0, createdAt: at, updatedAt: at };
    this.save(job);
    this.waiting.push(job.id);
    this.kick();
    return job;
  }

  /** Queues a kept job again (after paper was loaded, or for a customer's copy). */
  reprint(jobId: string): PrintJob {
    if (this.closed) throw new HardwareError('PRINTER_CLOSED');
    const job = this.jobs.get(jobId);
    if (job === undefined) throw new HardwareError('PRINTER_JOB_NOT_FOUND', { details: { jobId } });
    if (UNFINISHED.includes(job.status)) return job;
    const queued: PrintJob = { ...job, status: 'queued', failure: undefined, updatedAt: new Date(this.now()).toISOString() };
    this.save(queued);
    this.waiting.push(jobId);
    this.kick();
    return queued;
  }

  get(jobId: string): PrintJob | undefined {
    return this.jobs.get(jobId);
  }

  /** Every kept job, the most recently changed first. */
  list(): PrintJob[] {
    return [...this.jobs.values()].reverse();
  }

  /** Resolves when every queued job has been handled (for shutdown and tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    await this.options.transport.close();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  private async drain(): Promise<void> {
    for (let id = this.waiting.shift(); id !== undefined; id = this.waiting.shift()) {
      const job = this.jobs.get(id);
      if (job !== undefined) await this.print(job);
    }
  }

  private async print(job: PrintJob): Promise<void> {
    const printing = this.update(job, { status: 'printing', attempts: job.attempts + 1 });
    const { transport } = this.options;
    const readStatus = transport.twoWay ? transport.requestStatus?.bind(transport) : undefined;
    try {
      if (readStatus) {
        const problem = statusProblem(await readStatus());
        if (problem) return void this.update(printing, { status: 'failed', failure: failure(problem) });
      }
      await transport.write(printing.bytes);
      if (readStatus) {
        const problem = statusProblem(await readStatus());
        if (problem) return void this.update(printing, { status: 'failed', failure: failure(problem) });
      }
      this.update(printing, { status: readStatus ? 'printed' : 'sent' });
    } catch (error) {
      const code = error instanceof HardwareError ? error.code : 'PRINTER_WRITE_FAILED';
      this.update(printing, { status: 'failed', failure: failure(code) });
    }
  }

  private update(job: PrintJob, change: Partial<Pick<PrintJob, 'status' | 'attempts' | 'failure'>>): PrintJob {
    const next: PrintJob = { ...job, ...change, updatedAt: new Date(this.now()).toISOString() };
    this.save(next);
    return next;
  }

  private save(job: PrintJob): void {
    this.jobs.delete(job.id); // re-insert so the map stays in order of last change
    this.jobs.set(job.id, job);
    this.trim();
    this.emit({ type: 'job', job });
    if (this.options.persist) {
      const reportFailure = (error: unknown): void => this.emit({ type: 'persist-failed', jobId: job.id, error });
      try {
        Promise.resolve(this.options.persist(job)).catch(reportFailure);
      } catch (error) {
        reportFailure(error);
      }
    }
  }

  private trim(): void {
    const max = this.options.maxJobs ?? 200;
    for (const [id, job] of this.jobs) {
      if (this.jobs.size <= max) break;
      if (!UNFINISHED.includes(job.status)) this.jobs.delete(id);
    }
  }

  private emit(event: PrintQueueEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A broken listener (a closed window) must not stop printing.
      }
    }
  }
}
