// "Print to file": the job's bytes appended to a file (or replacing it), for demos, support and a
// counter with no printer yet. One-way, like paper nobody reads back.
import { appendFile, writeFile } from 'node:fs/promises';
import { HardwareError } from '../hardware-error.ts';
import type { PrinterTransport } from './transport.ts';

export interface FileSinkOptions {
  readonly path: string;
  /** 'append' keeps every job (default); 'replace' keeps only the last one. */
  readonly mode?: 'append' | 'replace';
}

export class FileSinkTransport implements PrinterTransport {
  readonly kind = 'file';
  readonly twoWay = false;
  readonly description: string;

  constructor(private readonly options: FileSinkOptions) {
    this.description = `file:${options.path}`;
  }

  async write(bytes: Uint8Array): Promise<void> {
    try {
      if (this.options.mode === 'replace') await writeFile(this.options.path, bytes);
      else await appendFile(this.options.path, bytes);
    } catch (cause) {
      throw new HardwareError('PRINTER_WRITE_FAILED', { cause, details: { path: this.options.path } });
    }
  }

  async close(): Promise<void> {}
}
