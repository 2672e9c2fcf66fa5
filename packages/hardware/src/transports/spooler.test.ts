import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HardwareError } from '../hardware-error.ts';
import { SpoolerPrinterTransport, spoolerCommand } from './spooler.ts';
import type { CommandRunner } from './spooler.ts';

describe('spoolerCommand', () => {
  it('sends the job raw to a CUPS queue on macOS and Linux, on standard input', () => {
    const expected = { command: 'lp', args: ['-d', 'BIXOLON_SRP-350III', '-o', 'raw', '-s'], input: 'stdin' };
    expect(spoolerCommand('BIXOLON_SRP-350III', 'linux')).toEqual(expected);
    expect(spoolerCommand('BIXOLON_SRP-350III', 'darwin')).toEqual(expected);
  });

  it('copies the job file in binary to the printer share on Windows', () => {
    expect(spoolerCommand('receipt', 'win32', 'C:\\Temp\\job.bin')).toEqual({
      command: 'cmd.exe',
      args: ['/d', '/c', 'copy', '/b', 'C:\\Temp\\job.bin', '\\\\localhost\\receipt'],
      input: 'file',
    });
    expect(() => spoolerCommand('receipt', 'win32')).toThrowError('운영체제 인쇄 대기열로 보내지 못했습니다. 프린터 이름을 확인하세요.');
  });

  it.each(['', 'a b', 'x;rm -rf /', 'a&b', '-d', '../x', 'a"b', '프린터'])('refuses the printer name %j', (name) => {
    try {
      spoolerCommand(name, 'linux');
      expect.unreachable();
    } catch (error) {
      expect((error as HardwareError).code).toBe('PRINTER_NAME_INVALID');
    }
  });
});

describe('SpoolerPrinterTransport', () => {
  it('pipes the bytes to lp and is one-way', async () => {
    const calls: { args: readonly string[]; stdin: Uint8Array | undefined }[] = [];
    const run: CommandRunner = async (command, stdin) => {
      calls.push({ args: command.args, stdin });
      return { exitCode: 0, stderr: '' };
    };
    const transport = new SpoolerPrinterTransport({ printer: 'receipt', platform: 'linux', run });
    expect(transport.twoWay).toBe(false);
    expect(transport.description).toBe('spooler:receipt');
    await transport.write(Uint8Array.from([0x1b, 0x40]));
    expect(calls).toEqual([{ args: ['-d', 'receipt', '-o', 'raw', '-s'], stdin: Uint8Array.from([0x1b, 0x40]) }]);
    await transport.close();
  });

  it('writes a job file for Windows and removes it afterwards', async () => {
    let seen: { path: string; bytes: number[] } | undefined;
    const run: CommandRunner = async (command, stdin) => {
      const path = command.args[4] as string;
      seen = { path, bytes: Array.from(readFileSync(path)) };
      expect(stdin).toBeUndefined();
      return { exitCode: 0, stderr: '' };
    };
    await new SpoolerPrinterTransport({ printer: 'receipt', platform: 'win32', run }).write(Uint8Array.from([1, 2, 3]));
    expect(seen?.bytes).toEqual([1, 2, 3]);
    expect(existsSync(seen?.path ?? '')).toBe(false);
  });

  it('fails with a code when the spooler refuses the job or cannot be started', async () => {
    const refused = new SpoolerPrinterTransport({ printer: 'receipt', platform: 'linux', run: async () => ({ exitCode: 1, stderr: 'lp: The printer or class does not exist.' }) });
    await expect(refused.write(Uint8Array.from([0]))).rejects.toMatchObject({ code: 'PRINTER_SPOOLER_FAILED', details: { exitCode: 1 } });
    const missing = new SpoolerPrinterTransport({ printer: 'receipt', platform: 'linux', run: () => Promise.reject(new Error('spawn lp ENOENT')) });
    await expect(missing.write(Uint8Array.from([0]))).rejects.toMatchObject({ code: 'PRINTER_SPOOLER_FAILED' });
  });

  it('refuses a bad printer name when it is set up', () => {
    expect(() => new SpoolerPrinterTransport({ printer: 'a b', platform: 'linux' })).toThrowError('프린터 이름에 쓸 수 없는 문자가 있습니다.');
  });
});
