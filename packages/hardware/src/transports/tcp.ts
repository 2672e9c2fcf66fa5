// Network printers on TCP port 9100. A connection is opened per job and per status query and
// closed right after: a network printer serves one connection at a time, so a terminal that held
// one open would lock the others out, and a fresh connection per job recovers by itself from a
// printer that was switched off and on.
import { Socket } from 'node:net';
import { HardwareError } from '../hardware-error.ts';
import { STATUS_QUERY, parseStatusReplies } from '../escpos/status.ts';
import type { PrinterStatus } from '../escpos/status.ts';
import type { PrinterTransport } from './transport.ts';

export interface TcpTransportOptions {
  readonly host: string;
  readonly port?: number;
  readonly connectTimeoutMs?: number;
  /** Longest silence while sending a job (a printer whose buffer stays full). */
  readonly writeTimeoutMs?: number;
  readonly statusTimeoutMs?: number;
  /** Most network printers answer DLE EOT; set false for one that does not. */
  readonly twoWay?: boolean;
}

export const DEFAULT_PRINTER_PORT = 9100;

export class TcpPrinterTransport implements PrinterTransport {
  readonly kind = 'tcp';
  readonly description: string;
  readonly twoWay: boolean;
  private readonly sockets = new Set<Socket>();
  private closed = false;

  constructor(private readonly options: TcpTransportOptions) {
    this.description = `${options.host}:${options.port ?? DEFAULT_PRINTER_PORT}`;
    this.twoWay = options.twoWay ?? true;
  }

  private connect(): Promise<Socket> {
    if (this.closed) return Promise.reject(new HardwareError('PRINTER_CLOSED'));
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      const fail = (cause: unknown): void => {
        socket.destroy();
        reject(new HardwareError('PRINTER_UNREACHABLE', { cause, details: { printer: this.description } }));
      };
      socket.setTimeout(this.options.connectTimeoutMs ?? 3000, () => fail(new Error('connect timeout')));
      socket.once('error', fail);
      socket.connect(this.options.port ?? DEFAULT_PRINTER_PORT, this.options.host, () => {
        socket.off('error', fail);
        socket.setTimeout(0);
        socket.setNoDelay(true);
        resolve(socket);
      });
    });
  }

  async write(bytes: Uint8Array): Promise<void> {
    const socket = await this.connect();
    await new Promise<void>((resolve, reject) => {
      let failure: HardwareError | undefined;
      let flushed = false;
      socket.once('finish', () => (flushed = true));
      socket.setTimeout(this.options.writeTimeoutMs ?? 10_000, () => {
        // Every byte left but the printer kept its side open: the job was delivered all the same.
        if (!flushed) failure = new HardwareError('PRINTER_WRITE_FAILED', { details: { printer: this.description, reason: 'timeout' } });
        socket.destroy();
      });
      socket.once('error', (cause) => {
        failure = new HardwareError('PRINTER_WRITE_FAILED', { cause, details: { printer: this.description } });
      });
      // Resolve only when the printer has closed its side too: then it has read every byte.
      socket.once('close', () => (failure ? reject(failure) : resolve()));
      socket.end(bytes);
    });
  }

  async requestStatus(): Promise<PrinterStatus> {
    const socket = await this.connect();
    return new Promise<PrinterStatus>((resolve, reject) => {
      let reply = Buffer.alloc(0);
      let done = false;
      const finish = (outcome: PrinterStatus | HardwareError): void => {
        if (done) return;
        done = true;
        socket.removeAllListeners('data');
        socket.destroy();
        if (outcome instanceof HardwareError) reject(outcome);
        else resolve(outcome);
      };
      socket.setTimeout(this.options.statusTimeoutMs ?? 2000, () =>
        finish(new HardwareError('PRINTER_NO_REPLY', { details: { printer: this.description } })),
      );
      socket.on('error', (cause) => finish(new HardwareError('PRINTER_NO_REPLY', { cause, details: { printer: this.description } })));
      socket.on('close', () => finish(new HardwareError('PRINTER_NO_REPLY', { details: { printer: this.description } })));
      socket.on('data', (chunk: Buffer) => {
        reply = Buffer.concat([reply, chunk]);
        if (reply.length < 3) return;
        const status = parseStatusReplies(reply.subarray(0, 3));
        finish(status ?? new HardwareError('PRINTER_ERROR', { details: { reply: Array.from(reply) } }));
      });
      socket.write(STATUS_QUERY);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const socket of this.sockets) socket.destroy();
  }
}
