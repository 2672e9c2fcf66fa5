import { describe, expect, it } from 'vitest';
import type { openHidPosScanner, openSerialScanner } from '@courtside/hardware';
import { createEventHub } from '../event-hub.ts';
import type { TerminalEvent } from '../../shared/ipc.ts';
import { createScannerService } from './scanner-service.ts';

describe('HID and serial scanners', () => {
  it('turns serial lines into scan events with the catalogue key, and drops unreadable codes', async () => {
    const events = createEventHub();
    const seen: TerminalEvent[] = [];
    events.subscribe((e) => seen.push(e));
    let feed: (code: string) => void = () => undefined;
    const serial = (async (options: { onScan: (code: string) => void }) => {
      feed = options.onScan;
      return { description: '/dev/ttyACM0', close: () => undefined };
    }) as unknown as typeof openSerialScanner;
    const hid = (async () => {
      throw new Error('unused');
    }) as unknown as typeof openHidPosScanner;
    const service = createScannerService({ events, opener: { hid, serial } });
    const status = await service.configure({ mode: 'serial', slowWedge: false, serialPath: '/dev/ttyACM0', baudRate: 9600, hidVendorId: 0, hidProductId: 0 });
    expect(status).toEqual({ mode: 'serial', description: '/dev/ttyACM0', error: null });
    feed('036000291452'); // UPC-A: widened to 13 digits for the catalogue
    feed('8801234567890'); // bad check digit
    expect(seen).toEqual([{ type: 'scan', code: '0036000291452', source: 'serial' }]);
  });

  it('reports a HID scanner that cannot be opened, in Korean, without throwing', async () => {
    const events = createEventHub();
    const hid = (async () => {
      throw new Error('스캐너를 찾을 수 없습니다. USB 연결을 확인하세요.');
    }) as unknown as typeof openHidPosScanner;
    const service = createScannerService({ events, opener: { hid, serial: hid as unknown as typeof openSerialScanner } });
    const status = await service.configure({ mode: 'hid', slowWedge: false, serialPath: '', baudRate: 9600, hidVendorId: 0, hidProductId: 0 });
    expect(status.error).toBe('스캐너를 찾을 수 없습니다. USB 연결을 확인하세요.');
  });

  it('opens the HID scanner chosen in 설정 by its USB ids', async () => {
    const asked: { vendorId?: number; productId?: number }[] = [];
    const hid = (async (options: { vendorId?: number; productId?: number }) => {
      asked.push({ vendorId: options.vendorId, productId: options.productId });
      return { description: 'Honeywell Xenon 1900', close: () => undefined };
    }) as unknown as typeof openHidPosScanner;
    const service = createScannerService({ events: createEventHub(), opener: { hid, serial: hid as unknown as typeof openSerialScanner } });
    const status = await service.configure({ mode: 'hid', slowWedge: false, serialPath: '', baudRate: 9600, hidVendorId: 0x0c2e, hidProductId: 0x0b61 });
    expect(status).toEqual({ mode: 'hid', description: 'Honeywell Xenon 1900', error: null });
    expect(asked).toEqual([{ vendorId: 0x0c2e, productId: 0x0b61 }]);
  });
});
