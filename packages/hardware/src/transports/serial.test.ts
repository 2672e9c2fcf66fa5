import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_QUERY } from '../escpos/status.ts';
import type { SerialPortModule } from '../optional-modules.ts';
import { SerialPrinterTransport } from './serial.ts';

// serialport's own mock binding: the real stream code, a simulated device.
const mockModule = async (): Promise<SerialPortModule> => ({ SerialPort: SerialPortMock }) as unknown as SerialPortModule;

interface MockDevice {
  readonly recording: Buffer;
  emitData(data: Buffer): void;
}

function deviceOf(transport: SerialPrinterTransport): MockDevice {
  return (transport as unknown as { port: { port: MockDevice } }).port.port;
}

afterEach(() => SerialPortMock.binding.reset());

describe('SerialPrinterTransport', () => {
  it('writes the job to the port and reuses the open port', async () => {
    SerialPortMock.binding.createPort('/dev/ttyUSB0', { record: true });
    const transport = new SerialPrinterTransport({ path: '/dev/ttyUSB0', loadModule: mockModule });
    expect(transport.twoWay).toBe(false);
    expect(transport.description).toBe('/dev/ttyUSB0 (9600 bps)');
    await transport.write(Uint8Array.from([0x1b, 0x40]));
    await transport.write(Uint8Array.from([0x41, 0x0a]));
    expect(Array.from(deviceOf(transport).recording)).toEqual([0x1b, 0x40, 0x41, 0x0a]);
    await transport.close();
    await expect(transport.write(Uint8Array.from([1]))).rejects.toMatchObject({ code: 'PRINTER_CLOSED' });
  });

  it('reads DLE EOT replies when the cable carries them', async () => {
    SerialPortMock.binding.createPort('/dev/ttyS0', { record: true });
    const transport = new SerialPrinterTransport({ path: '/dev/ttyS0', baudRate: 115200, statusReplies: true, loadModule: mockModule });
    expect(transport.twoWay).toBe(true);
    await transport.write(Uint8Array.from([0x00]));
    const device = deviceOf(transport);
    const pending = transport.requestStatus();
    await new Promise((resolve) => setImmediate(resolve));
    device.emitData(Buffer.from([0x1a]));
    device.emitData(Buffer.from([0x32, 0x72]));
    await expect(pending).resolves.toMatchObject({ online: false, paperEnd: true });
    expect(Array.from(device.recording.subarray(1))).toEqual(Array.from(STATUS_QUERY));

    const garbled = transport.requestStatus();
    await new Promise((resolve) => setImmediate(resolve));
    device.emitData(Buffer.from([0xff, 0xff, 0xff]));
    await expect(garbled).rejects.toMatchObject({ code: 'PRINTER_ERROR' });
    await transport.close();
  });

  it('gives up on a silent printer with PRINTER_NO_REPLY', async () => {
    SerialPortMock.binding.createPort('/dev/ttyS1', { record: true });
    const transport = new SerialPrinterTransport({ path: '/dev/ttyS1', statusReplies: true, statusTimeoutMs: 20, loadModule: mockModule });
    await expect(transport.requestStatus()).rejects.toMatchObject({ code: 'PRINTER_NO_REPLY' });
    await transport.close();
  });

  it('never claims status on a one-way cable', async () => {
    const transport = new SerialPrinterTransport({ path: '/dev/ttyS2', loadModule: mockModule });
    await expect(transport.requestStatus()).rejects.toMatchObject({ code: 'PRINTER_NO_REPLY' });
  });

  it('reports a port that does not exist and a serialport module that does not load', async () => {
    const missingPort = new SerialPrinterTransport({ path: '/dev/nothing', loadModule: mockModule });
    await expect(missingPort.write(Uint8Array.from([1]))).rejects.toMatchObject({ code: 'PRINTER_UNREACHABLE' });
    const noModule = new SerialPrinterTransport({ path: '/dev/ttyUSB0', loadModule: () => Promise.reject(new Error('Cannot find module')) });
    await expect(noModule.write(Uint8Array.from([1]))).rejects.toMatchObject({
      code: 'HARDWARE_SERIAL_UNAVAILABLE',
      message: '시리얼 포트 모듈을 불러오지 못했습니다. 시리얼 프린터와 스캐너를 쓸 수 없습니다.',
    });
  });
});
