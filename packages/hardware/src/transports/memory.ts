// An in-memory printer for tests and the browser-hosted terminal's demo mode: it keeps the jobs it
// was sent and, when given a status source, answers status like a two-way printer.
import type { PrinterStatus } from '../escpos/status.ts';
import { HardwareError } from '../hardware-error.ts';
import type { PrinterTransport } from './transport.ts';

export interface MemoryTransportOptions {
  /** Makes the transport two-way; return undefined to simulate a printer that does not answer. */
  readonly status?: () => PrinterStatus | undefined;
  /** Makes the next writes fail, to simulate a cable pulled mid-job. */
  readonly failWrites?: () => boolean;
}

export class MemoryTransport implements PrinterTransport {
  readonly kind = 'memory';
  readonly description = 'memory';
  readonly twoWay: boolean;
  readonly jobs: Uint8Array[] = [];

  constructor(private readonly options: MemoryTransportOptions = {}) {
    this.twoWay = options.status !== undefined;
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (this.options.failWrites?.()) throw new HardwareError('PRINTER_WRITE_FAILED');
    this.jobs.push(bytes.slice());
  }

  async requestStatus(): Promise<PrinterStatus> {
    const status = this.options.status?.();
    if (status === undefined) throw new HardwareError('PRINTER_NO_REPLY');
    return status;
  }

  async close(): Promise<void> {}
}
