// Serial and USB-CDC printers through serialport (loaded on first use). The port stays open between
// jobs and is reopened after an error. Status is read only when the cable is known to carry the
// printer's replies (`statusReplies`): many counter installs wire only the send line, and a printer
// that cannot answer must not make the terminal believe a receipt printed.
import { HardwareError } from '../hardware-error.ts';
import { STATUS_QUERY, parseStatusReplies } from '../escpos/status.ts';
import type { PrinterStatus } from '../escpos/status.ts';
import { loadSerialPort } from '../optional-modules.ts';
import type { ModuleLoader, SerialPortLike, SerialPortModule } from '../optional-modules.ts';
import type { PrinterTransport } from './transport.ts';

export interface SerialTransportOptions {
  readonly path: string;
  /** 9600 is the factory setting of most Korean receipt printers. */
  readonly baudRate?: number;
  readonly statusReplies?: boolean;
  readonly statusTimeoutMs?: number;
  readonly loadModule?: ModuleLoader<SerialPortModule>;
}

export class SerialPrinterTransport implements PrinterTransport {
  readonly kind = 'serial';
  readonly description: string;
  readonly twoWay: boolean;
  private port: SerialPortLike | undefined;
  private closed = false;

  constructor(private readonly options: SerialTransportOptions) {
    this.description = `${options.path} (${options.baudRate ?? 9600} bps)`;
    this.twoWay = options.statusReplies ?? false;
  }

  private async open(): Promise<SerialPortLike> {
    if (this.closed) throw new HardwareError('PRINTER_CLOSED');
    if (this.port?.isOpen) return this.port;
    const { SerialPort } = await loadSerialPort(this.options.loadModule);
    const port = new SerialPort({ path: this.options.path, baudRate: this.options.baudRate ?? 9600, autoOpen: false });
    await new Promise<void>((resolve, reject) =>
      port.open((error) => (error ? reject(new HardwareError('PRINTER_UNREACHABLE', { cause: error, details: { printer: this.description } })) : resolve())),
    );
    port.on('error', () => this.drop());
    port.on('close', () => this.drop());
    this.port = port;
    return port;
  }

  private drop(): void {
    this.port = undefined;
  }

  async write(bytes: Uint8Array): Promise<void> {
    const port = await this.open();
    await new Promise<void>((resolve, reject) => {
      const fail = (cause: unknown): void => {
        this.drop();
        reject(new HardwareError('PRINTER_WRITE_FAILED', { cause, details: { printer: this.description } }));
      };
      port.write(Buffer.from(bytes), (error) => {
        if (error) fail(error);
      });
      port.drain((error) => (error ? fail(error) : resolve()));
    });
  }

  async requestStatus(): Promise<PrinterStatus> {
    if (!this.twoWay) throw new HardwareError('PRINTER_NO_REPLY', { details: { printer: this.description, reason: 'one-way' } });
    const port = await this.open();
    return new Promise<PrinterStatus>((resolve, reject) => {
      let reply = Buffer.alloc(0);
      const onData = (chunk: Buffer): void => {
        reply = Buffer.concat([reply, chunk]);
        if (reply.length < 3) return;
        clearTimeout(timer);
        port.off('data', onData);
        const status = parseStatusReplies(reply.subarray(0, 3));
        if (status) resolve(status);
        else reject(new HardwareError('PRINTER_ERROR', { details: { reply: Array.from(reply) } }));
      };
      const timer = setTimeout(() => {
        port.off('data', onData);
        reject(new HardwareError('PRINTER_NO_REPLY', { details: { printer: this.description } }));
      }, this.options.statusTimeoutMs ?? 1000);
      port.on('data', onData);
      port.write(Buffer.from(STATUS_QUERY));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const port = this.port;
    this.port = undefined;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }
}
