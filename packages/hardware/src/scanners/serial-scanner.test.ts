import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import type { SerialPortModule } from '../optional-modules.ts';
import { cleanScannedLine, openSerialScanner } from './serial-scanner.ts';

// serialport's own mock binding, with the opened ports kept so a test can play the device.
const opened: SerialPortMock[] = [];
class RecordedPort extends SerialPortMock {
  constructor(options: ConstructorParameters<typeof SerialPortMock>[0]) {
    super(options);
    opened.push(this);
  }
}
const loadSerial = async (): Promise<SerialPortModule> => ({ SerialPort: RecordedPort }) as unknown as SerialPortModule;

afterEach(() => {
  opened.length = 0;
  SerialPortMock.binding.reset();
});

/** Lets the mock port deliver what it was given (it emits on a later turn of the event loop). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function scansFrom(chunks: readonly Buffer[], delimiter?: '\r' | '\n'): Promise<string[]> {
  SerialPortMock.binding.createPort('/dev/ttyACM0');
  const codes: string[] = [];
  const scanner = await openSerialScanner({ path: '/dev/ttyACM0', delimiter, onScan: (code) => codes.push(code), loadSerial });
  for (const chunk of chunks) {
    opened[0]?.port?.emitData(chunk);
    await settle();
  }
  scanner.close();
  return codes;
}

describe('serial scanner', () => {
  it('splits CR-terminated lines, even when a code arrives in pieces', async () => {
    expect(await scansFrom([Buffer.from('88012345'), Buffer.from('67893\r96385'), Buffer.from('074\r')])).toEqual(['8801234567893', '96385074']);
  });

  it('handles a CR LF suffix and ignores empty lines', async () => {
    expect(await scansFrom([Buffer.from('CS-DAMP-0001\r\n\r\n036000291452\r\n')])).toEqual(['CS-DAMP-0001', '036000291452']);
  });

  it('splits on LF for scanners set to send LF alone', async () => {
    expect(await scansFrom([Buffer.from('8801234567893\n2000000000015\n')], '\n')).toEqual(['8801234567893', '2000000000015']);
  });

  it('does not emit a code until its terminator arrives', async () => {
    expect(await scansFrom([Buffer.from('8801234567893')])).toEqual([]);
  });

  it('cleans control characters from a line', () => {
    expect(cleanScannedLine('\x02 8801234567893\x03\n')).toBe('8801234567893');
  });

  it('fails with codes for a missing port and a missing module', async () => {
    await expect(openSerialScanner({ path: '/dev/none', onScan: () => undefined, loadSerial })).rejects.toMatchObject({ code: 'SCANNER_OPEN_FAILED' });
    await expect(openSerialScanner({ path: '/dev/none', onScan: () => undefined, loadParser: () => Promise.reject(new Error('x')) })).rejects.toMatchObject({
      code: 'HARDWARE_SERIAL_UNAVAILABLE',
    });
  });
});
