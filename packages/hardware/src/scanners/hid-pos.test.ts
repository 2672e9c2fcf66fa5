import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { HidDeviceInfo, NodeHidModule } from '../optional-modules.ts';
import { HidPosAssembler, parseHidPosReport, symbologyFromAim } from './hid-pos-report.ts';
import type { AssembledScan } from './hid-pos-report.ts';
import { listHidPosScanners, openHidPosScanner } from './hid-pos-scanner.ts';

/** A 64-byte scanned-data report as a Honeywell scanner in HID POS mode sends it. */
function report(data: string, aim: string | undefined, continues = false, declaredLength = data.length): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes[0] = 0x02;
  bytes[1] = declaredLength;
  if (aim !== undefined) bytes.set(Buffer.from(aim, 'latin1'), 2);
  bytes.set(Buffer.from(data, 'latin1'), 5);
  bytes[63] = continues ? 0x01 : 0x00;
  return bytes;
}

describe('HID POS report parsing', () => {
  it('reads the length-prefixed data and the AIM symbology', () => {
    expect(parseHidPosReport(report('8801234567893', ']E0'))).toEqual({
      data: Uint8Array.from(Buffer.from('8801234567893')),
      aim: 'E0',
      continues: false,
    });
  });

  it('ignores other reports and never reads past the data field', () => {
    const other = report('123', ']E0');
    other[0] = 0x01;
    expect(parseHidPosReport(other)).toBeUndefined();
    expect(parseHidPosReport(Uint8Array.from([2, 1, 0x5d]))).toBeUndefined();
    expect(parseHidPosReport(report('ABC', undefined, false, 255))?.data.length).toBe(58);
    expect(parseHidPosReport(report('ABC', undefined))?.aim).toBeUndefined();
  });

  it('names symbologies from AIM identifiers', () => {
    expect(symbologyFromAim('E0', '8801234567893')).toBe('EAN13');
    expect(symbologyFromAim('E0', '036000291452')).toBe('UPCA');
    expect(symbologyFromAim('E0', '01234')).toBeUndefined();
    expect(symbologyFromAim('E4', '96385074')).toBe('EAN8');
    expect(symbologyFromAim('C0', 'CS-1')).toBe('CODE128');
    expect(symbologyFromAim('Q1', 'https://x')).toBeUndefined();
    expect(symbologyFromAim(undefined, '1')).toBeUndefined();
  });

  it('joins a barcode split over several reports', () => {
    const assembler = new HidPosAssembler();
    const long = 'CS-'.padEnd(70, 'X');
    expect(assembler.push(report(long.slice(0, 58), ']C0', true))).toBeUndefined();
    expect(assembler.push(report(long.slice(58), undefined, false))).toEqual({ code: long, symbology: 'CODE128' });
    expect(assembler.push(report('8801234567893\r', ']E0'))).toEqual({ code: '8801234567893', symbology: 'EAN13' });
    expect(assembler.push(report('', ']E0'))).toBeUndefined();
    expect(assembler.push(Uint8Array.from([9, 9, 9]))).toBeUndefined();
  });
});

class FakeHidDevice extends EventEmitter {
  closed = false;
  close(): void {
    this.closed = true;
  }
}

function fakeHid(devices: HidDeviceInfo[], opened: FakeHidDevice[], failOpen = false): () => Promise<NodeHidModule> {
  class HID extends FakeHidDevice {
    constructor(readonly path: string) {
      super();
      if (failOpen) throw new Error('cannot open device');
      opened.push(this);
    }
  }
  return async () => ({ devices: () => devices, HID }) as unknown as NodeHidModule;
}

const SCANNER: HidDeviceInfo = { vendorId: 0x0c2e, productId: 0x0b61, path: '/dev/hidraw3', usagePage: 0x8c, usage: 2, manufacturer: 'Honeywell', product: 'Xenon 1950g' };
const KEYBOARD: HidDeviceInfo = { vendorId: 1, productId: 2, path: '/dev/hidraw0', usagePage: 0x01, usage: 6 };

describe('HID POS scanner', () => {
  it('lists only HID POS devices', async () => {
    expect(await listHidPosScanners(fakeHid([KEYBOARD, SCANNER], []))).toEqual([SCANNER]);
  });

  it('opens the scanner and turns reports into scans', async () => {
    const opened: FakeHidDevice[] = [];
    const scans: AssembledScan[] = [];
    const scanner = await openHidPosScanner({ onScan: (scan) => scans.push(scan), loadModule: fakeHid([KEYBOARD, SCANNER], opened) });
    expect(scanner.description).toBe('Honeywell Xenon 1950g');
    opened[0]?.emit('data', Buffer.from(report('8801234567893', ']E0')));
    expect(scans).toEqual([{ code: '8801234567893', symbology: 'EAN13' }]);
    scanner.close();
    scanner.close();
    expect(opened[0]?.closed).toBe(true);
  });

  it('opens the scanner chosen by vendor and product id, wherever it is plugged in', async () => {
    const other: HidDeviceInfo = { ...SCANNER, productId: 0x0b01, path: '/dev/hidraw1', product: 'Voyager 1450g' };
    const opened: FakeHidDevice[] = [];
    const scanner = await openHidPosScanner({ vendorId: 0x0c2e, productId: 0x0b61, onScan: () => undefined, loadModule: fakeHid([other, SCANNER], opened) });
    expect(scanner.description).toBe('Honeywell Xenon 1950g');
    expect((opened[0] as unknown as { path: string }).path).toBe('/dev/hidraw3');
    await expect(openHidPosScanner({ vendorId: 0x05e0, productId: 0x1200, onScan: () => undefined, loadModule: fakeHid([other, SCANNER], []) })).rejects.toMatchObject({ code: 'SCANNER_NOT_FOUND' });
  });

  it('reports an unplugged scanner and closes it', async () => {
    const opened: FakeHidDevice[] = [];
    const errors: string[] = [];
    await openHidPosScanner({ path: '/dev/hidraw3', onScan: () => undefined, onError: (e) => errors.push(e.code), loadModule: fakeHid([SCANNER], opened) });
    opened[0]?.emit('error', new Error('could not read from HID device'));
    expect(errors).toEqual(['SCANNER_OPEN_FAILED']);
    expect(opened[0]?.closed).toBe(true);
  });

  it('fails with codes when there is no scanner, it cannot be opened, or node-hid does not load', async () => {
    await expect(openHidPosScanner({ onScan: () => undefined, loadModule: fakeHid([KEYBOARD], []) })).rejects.toMatchObject({
      code: 'SCANNER_NOT_FOUND',
      message: '스캐너를 찾을 수 없습니다. USB 연결을 확인하세요.',
    });
    await expect(openHidPosScanner({ path: '/dev/other', onScan: () => undefined, loadModule: fakeHid([SCANNER], []) })).rejects.toMatchObject({ code: 'SCANNER_NOT_FOUND' });
    await expect(openHidPosScanner({ onScan: () => undefined, loadModule: fakeHid([SCANNER], [], true) })).rejects.toMatchObject({ code: 'SCANNER_OPEN_FAILED' });
    await expect(listHidPosScanners(() => Promise.reject(new Error('libusb missing')))).rejects.toMatchObject({ code: 'HARDWARE_HID_UNAVAILABLE' });
  });
});
