// 설정's device lists through the dispatcher, as the screen asks for them: an admin gets serial
// ports (serialport's mock binding), HID POS scanners and OS printers, each with a Korean reason when
// empty; a cashier is refused. A settings file from before the HID choice still loads.
import { writeFileSync } from 'node:fs';
import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestTerminal, readyTerminal, type TestTerminal } from '../testing/test-terminal.ts';
import { createSettingsStore, defaultSettings } from '../settings/settings-store.ts';
import { createDeviceLister } from './device-lister.ts';

let terminal: TestTerminal | null = null;
afterEach(async () => {
  SerialPortMock.binding.reset();
  await terminal?.destroy();
  terminal = null;
});

const lister = (lpstat: string | null) =>
  createDeviceLister({
    serialPort: async () => ({ SerialPort: SerialPortMock }),
    nodeHid: async () => ({ devices: () => [{ vendorId: 0x05e0, productId: 0x1200, path: '/dev/hidraw2', product: 'Symbol DS2208', manufacturer: 'Zebra', usagePage: 0x8c }] }),
    printers: {
      platform: 'linux',
      exec: async () => {
        if (lpstat === null) throw Object.assign(new Error('env: lpstat: No such file or directory'), { code: 127 });
        return { stdout: lpstat, stderr: '' };
      },
    },
  });

describe('device lists on the settings screen', () => {
  it('give an admin what is plugged in, and the reason for what is not', async () => {
    terminal = await createTestTerminal();
    await readyTerminal(terminal, 'admin');
    SerialPortMock.binding.createPort('COM3', { manufacturer: 'FTDI', vendorId: '0403', productId: '6001' });
    terminal.services.devices = lister(null);
    expect(await terminal.dispatch('devices.list', {})).toEqual({
      ok: true,
      value: {
        serial: { items: [{ path: 'COM3', manufacturer: 'FTDI', vendorId: '0403', productId: '6001' }], reason: null },
        hid: { items: [{ vendorId: 0x05e0, productId: 0x1200, product: 'Symbol DS2208', manufacturer: 'Zebra' }], reason: null },
        printers: { items: [], reason: '이 컴퓨터에는 프린터 목록 명령(lpstat)이 없습니다. CUPS를 설치하거나 네트워크·시리얼 연결을 쓰세요.' },
      },
    });
    SerialPortMock.binding.reset();
    terminal.services.devices = lister('printer Receipt is idle.  enabled since Tue\n');
    const again = await terminal.dispatch('devices.list', {});
    expect(again).toMatchObject({ ok: true, value: { serial: { items: [], reason: '연결된 시리얼 포트가 없습니다. USB 케이블을 확인하세요.' }, printers: { items: [{ name: 'Receipt', queue: 'Receipt' }], reason: null } } });
  });

  it('are refused to a cashier', async () => {
    terminal = await createTestTerminal();
    await readyTerminal(terminal, 'cashier');
    expect(await terminal.dispatch('devices.list', {})).toMatchObject({ ok: false, error: { code: 'AUTH_FORBIDDEN' } });
  });

  it('leave an older settings file loading, with the first HID scanner found', async () => {
    terminal = await createTestTerminal();
    await readyTerminal(terminal, 'admin');
    const current = await terminal.dispatch('settings.get', {});
    if (!current.ok) throw new Error('settings.get failed');
    const { scanner, ...rest } = current.value as { scanner: Record<string, unknown> };
    const { hidVendorId: _v, hidProductId: _p, ...olderScanner } = scanner;
    writeFileSync(terminal.services.config.settingsFile, JSON.stringify({ ...rest, scanner: { ...olderScanner, mode: 'hid' } }));
    // What the terminal reads at its next start.
    const config = terminal.services.config;
    expect(await createSettingsStore(config.settingsFile, defaultSettings(config)).load()).toMatchObject({ scanner: { mode: 'hid', hidVendorId: 0, hidProductId: 0 } });
  });
});
