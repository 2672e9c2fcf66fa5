// One interface for every way bytes reach a receipt printer. Only a two-way transport can read the
// printer's status; a one-way one (a serial cable without a return line, the OS spooler, a file)
// can say a job was sent, never that it printed.
import type { PrinterStatus } from '../escpos/status.ts';

export type PrinterTransportKind = 'tcp' | 'serial' | 'spooler' | 'file' | 'memory';

export interface PrinterTransport {
  readonly kind: PrinterTransportKind;
  /** Where the bytes go, for logs and the settings screen ("192.168.0.50:9100"). */
  readonly description: string;
  readonly twoWay: boolean;
  /** Sends one whole job; resolves once the bytes have left (or fails with a HardwareError). */
  write(bytes: Uint8Array): Promise<void>;
  /** DLE EOT 1, 2 and 4 (two-way transports only). Fails with PRINTER_NO_REPLY when there is no answer. */
  requestStatus?(): Promise<PrinterStatus>;
  close(): Promise<void>;
}
