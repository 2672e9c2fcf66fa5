// USB printers through the operating system's spooler in RAW mode, so the driver passes the
// ESC/POS bytes through untouched.
// - macOS and Linux (CUPS): `lp -d <printer> -o raw -s`, the job on standard input.
// - Windows: the printer is shared under a simple name and the job file is copied to the share
//   in binary: `cmd.exe /d /c copy /b <file> \\localhost\<share>`, the long-standing raw path that
//   needs no driver API. (The share name is checked strictly, as cmd parses its arguments.)
// The spooler cannot report paper or cover state: this transport is one-way.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HardwareError } from '../hardware-error.ts';
import type { PrinterTransport } from './transport.ts';

export interface SpoolerCommand {
  readonly command: string;
  readonly args: readonly string[];
  /** Where the job goes: the command's standard input, or a file named in `args`. */
  readonly input: 'stdin' | 'file';
}

/** CUPS queue and Windows share names: letters, digits, '.', '_' and '-' only. */
const PRINTER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,126}$/;

/** A name this transport can print to (the device lists offer only these). */
export const isSpoolerPrinterName = (name: string): boolean => PRINTER_NAME.test(name);

export function spoolerCommand(printer: string, platform: NodeJS.Platform, jobFile?: string): SpoolerCommand {
  if (!PRINTER_NAME.test(printer)) throw new HardwareError('PRINTER_NAME_INVALID', { details: { printer } });
  if (platform === 'win32') {
    if (jobFile === undefined) throw new HardwareError('PRINTER_SPOOLER_FAILED', { details: { reason: 'no job file' } });
    return { command: 'cmd.exe', args: ['/d', '/c', 'copy', '/b', jobFile, `\\\\localhost\\${printer}`], input: 'file' };
  }
  return { command: 'lp', args: ['-d', printer, '-o', 'raw', '-s'], input: 'stdin' };
}

export interface CommandOutcome {
  readonly exitCode: number | null;
  readonly stderr: string;
}

export type CommandRunner = (command: SpoolerCommand, stdin: Uint8Array | undefined) => Promise<CommandOutcome>;

export const runSpoolerCommand: CommandRunner = (command, stdin) =>
  new Promise((resolve, reject) => {
    const child = spawn(command.command, [...command.args], { stdio: ['pipe', 'ignore', 'pipe'], windowsHide: true });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, stderr }));
    child.stdin.on('error', () => undefined); // a spooler that exits early closes its input
    child.stdin.end(stdin === undefined ? undefined : Buffer.from(stdin));
  });

export interface SpoolerTransportOptions {
  /** The CUPS queue (macOS/Linux) or the printer's share name (Windows). */
  readonly printer: string;
  readonly platform?: NodeJS.Platform;
  readonly run?: CommandRunner;
}

export class SpoolerPrinterTransport implements PrinterTransport {
  readonly kind = 'spooler';
  readonly twoWay = false;
  readonly description: string;
  private readonly platform: NodeJS.Platform;

  constructor(private readonly options: SpoolerTransportOptions) {
    this.platform = options.platform ?? process.platform;
    spoolerCommand(options.printer, this.platform, 'check'); // refuse a bad name at set-up, not at the first sale
    this.description = `spooler:${options.printer}`;
  }

  async write(bytes: Uint8Array): Promise<void> {
    const run = this.options.run ?? runSpoolerCommand;
    const jobFile = this.platform === 'win32' ? join(tmpdir(), `courtside-${randomUUID()}.bin`) : undefined;
    const command = spoolerCommand(this.options.printer, this.platform, jobFile);
    try {
      if (jobFile !== undefined) await writeFile(jobFile, bytes);
      const outcome = await run(command, command.input === 'stdin' ? bytes : undefined);
      if (outcome.exitCode !== 0) {
        throw new HardwareError('PRINTER_SPOOLER_FAILED', { details: { exitCode: outcome.exitCode, stderr: outcome.stderr.slice(0, 500) } });
      }
    } catch (error) {
      if (error instanceof HardwareError) throw error;
      throw new HardwareError('PRINTER_SPOOLER_FAILED', { cause: error });
    } finally {
      if (jobFile !== undefined) await rm(jobFile, { force: true });
    }
  }

  async close(): Promise<void> {}
}
