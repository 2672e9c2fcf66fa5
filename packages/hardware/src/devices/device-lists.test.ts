import { SerialPortMock } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import type { HidDeviceInfo, NodeHidListModule, SerialPortListModule } from '../optional-modules.ts';
import { DEVICE_LIST_REASONS, listHidScanners, listOsPrinters, listSerialPorts, parseGetPrinter, parseLpstat, parseWmicCsv } from './device-lists.ts';
import type { CommandOutput, ExecCommand } from './device-lists.ts';

// serialport's own mock binding (@serialport/binding-mock, the instance serialport itself loads)
// behind its real SerialPort API: list() answers the ports created on it.
const MockBinding = SerialPortMock.binding;
const mockSerialPort = async (): Promise<SerialPortListModule> => ({ SerialPort: SerialPortMock });
const missing = async (): Promise<never> => {
  throw new Error("Cannot find module 'serialport'");
};

describe('serial ports', () => {
  afterEach(() => MockBinding.reset());

  it('lists the ports serialport finds, with maker and USB ids, in path order', async () => {
    MockBinding.createPort('/dev/ttyUSB1', { manufacturer: 'Prolific', vendorId: '067B', productId: '2303' });
    MockBinding.createPort('/dev/ttyACM0', { manufacturer: 'Honeywell', vendorId: '0c2e', productId: '0b61' });
    const list = await listSerialPorts(mockSerialPort);
    expect(list.reason).toBeNull();
    expect(list.items).toEqual([
      { path: '/dev/ttyACM0', manufacturer: 'Honeywell', vendorId: '0c2e', productId: '0b61' },
      { path: '/dev/ttyUSB1', manufacturer: 'Prolific', vendorId: '067b', productId: '2303' },
    ]);
  });

  it('says in Korean that nothing is connected', async () => {
    expect(await listSerialPorts(mockSerialPort)).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noSerialPorts });
  });

  it('answers an empty list with the reason when serialport cannot be loaded or its listing fails', async () => {
    expect(await listSerialPorts(missing)).toEqual({ items: [], reason: '시리얼 포트 모듈을 불러오지 못했습니다. 시리얼 프린터와 스캐너를 쓸 수 없습니다.' });
    const broken = async (): Promise<SerialPortListModule> => ({ SerialPort: { list: () => Promise.reject(new Error('udevadm: not found')) } });
    expect(await listSerialPorts(broken)).toEqual({ items: [], reason: DEVICE_LIST_REASONS.serialListFailed });
  });
});

describe('HID POS scanners', () => {
  const fakeHid = (devices: HidDeviceInfo[]) => async (): Promise<NodeHidListModule> => ({ devices: () => devices });

  it('lists devices on usage page 0x8C once per vendor/product, and no keyboards or mice', async () => {
    const list = await listHidScanners(
      fakeHid([
        { vendorId: 0x0c2e, productId: 0x0b61, path: '/dev/hidraw3', product: 'Xenon 1900 ', manufacturer: 'Honeywell', usagePage: 0x8c, usage: 2 },
        { vendorId: 0x0c2e, productId: 0x0b61, path: '/dev/hidraw4', product: 'Xenon 1900', manufacturer: 'Honeywell', usagePage: 0x8c, usage: 4 },
        { vendorId: 0x0c2e, productId: 0x0b01, path: '/dev/hidraw1', product: 'Keyboard mode scanner', usagePage: 0x01, usage: 6 },
        { vendorId: 0x046d, productId: 0xc077, path: '/dev/hidraw0', product: 'USB Optical Mouse', usagePage: 0x01, usage: 2 },
      ]),
    );
    expect(list).toEqual({ items: [{ vendorId: 0x0c2e, productId: 0x0b61, product: 'Xenon 1900', manufacturer: 'Honeywell' }], reason: null });
  });

  it('explains that a scanner in keyboard mode is not listed, and a missing node-hid', async () => {
    expect(await listHidScanners(fakeHid([{ vendorId: 1, productId: 2, usagePage: 0x01 }]))).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noHidScanners });
    expect(await listHidScanners(missing)).toEqual({ items: [], reason: 'USB HID 모듈을 불러오지 못했습니다. HID 스캐너를 쓸 수 없습니다.' });
    const throwing = async (): Promise<NodeHidListModule> => ({
      devices: () => {
        throw new Error('hid_enumerate failed');
      },
    });
    expect(await listHidScanners(throwing)).toEqual({ items: [], reason: DEVICE_LIST_REASONS.hidListFailed });
  });
});

/** A recorded command: the output it printed, or the way it failed. */
function commands(outcomes: Record<string, CommandOutput | Error>): { exec: ExecCommand; ran: string[] } {
  const ran: string[] = [];
  const exec: ExecCommand = async (file, args) => {
    ran.push([file, ...args].join(' '));
    // `env LC_ALL=C lpstat …` runs lpstat; a missing lpstat makes env exit 127.
    const command = file === 'env' ? (args.find((a) => !a.includes('=')) ?? '') : file;
    const outcome = outcomes[command];
    if (outcome === undefined && file === 'env') throw Object.assign(new Error(`env: '${command}': No such file or directory`), { code: 127, stdout: '', stderr: '' });
    if (outcome === undefined) throw Object.assign(new Error(`spawn ${file} ENOENT`), { code: 'ENOENT' });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { exec, ran };
}

const LPSTAT = `system default destination: BIXOLON_SRP350
printer BIXOLON_SRP350 is idle.  enabled since Tue 24 Nov 2026 09:12:03 AM KST
printer Office-Laser disabled since Mon 23 Nov 2026 06:40:11 PM KST -
\treason unknown
printer 주방_프린터 is idle.  enabled since Tue 24 Nov 2026 09:12:03 AM KST
`;

describe('OS printers', () => {
  it('reads CUPS queues from lpstat, the default first, and marks a name RAW printing cannot use', async () => {
    const { exec, ran } = commands({ lpstat: { stdout: LPSTAT, stderr: '' } });
    const list = await listOsPrinters({ platform: 'linux', exec });
    expect(ran).toEqual(['env LC_ALL=C LANG=C lpstat -d -p']);
    expect(list.reason).toBeNull();
    expect(list.items).toEqual([
      { name: 'BIXOLON_SRP350', queue: 'BIXOLON_SRP350', isDefault: true, note: null },
      { name: 'Office-Laser', queue: 'Office-Laser', isDefault: false, note: null },
      { name: '주방_프린터', queue: null, isDefault: false, note: DEVICE_LIST_REASONS.nameUnusable },
    ]);
    expect(parseLpstat('no system default destination\n')).toEqual([]);
  });

  it('answers no printers, no lpstat and a hung lpstat with Korean reasons instead of an error', async () => {
    const none = Object.assign(new Error('Command failed: lpstat -d -p'), { code: 1, stdout: 'no system default destination\n', stderr: 'lpstat: No destinations added.\n' });
    expect(await listOsPrinters({ platform: 'darwin', exec: commands({ lpstat: none }).exec })).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noOsPrinters });
    expect(await listOsPrinters({ platform: 'linux', exec: commands({}).exec })).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noCups });
    const hung = Object.assign(new Error('Command failed'), { killed: true, signal: 'SIGTERM', stdout: '', stderr: '' });
    expect(await listOsPrinters({ platform: 'linux', exec: commands({ lpstat: hung }).exec })).toEqual({ items: [], reason: DEVICE_LIST_REASONS.printerListTimeout });
    const noScheduler = Object.assign(new Error('Command failed'), { code: 1, stdout: 'printer Kitchen is idle.  enabled since Tue\n', stderr: 'lpstat: scheduler is not running\n' });
    expect((await listOsPrinters({ platform: 'linux', exec: commands({ lpstat: noScheduler }).exec })).items.map((p) => p.queue)).toEqual(['Kitchen']);
  });

  it('runs the real lpstat of this machine (or reports it missing) without throwing', async () => {
    const list = await listOsPrinters({ platform: 'linux', timeoutMs: 3_000 });
    expect(list.items.length > 0 || typeof list.reason === 'string').toBe(true);
  });

  it('reads Windows printers from Get-Printer: shared ones print to their share name', async () => {
    const stdout = 'BIXOLON SRP-350III\tTrue\tSRP350\tTrue\r\nMicrosoft Print to PDF\tFalse\t\tFalse\r\nEPSON TM-T82\tTrue\t영수증\tFalse\r\n';
    const { exec, ran } = commands({ 'powershell.exe': { stdout, stderr: '' } });
    const list = await listOsPrinters({ platform: 'win32', exec });
    expect(ran[0]).toMatch(/^powershell\.exe -NoProfile -NonInteractive -Command .*Get-Printer/);
    expect(list.items).toEqual([
      { name: 'BIXOLON SRP-350III', queue: 'SRP350', isDefault: true, note: null },
      { name: 'EPSON TM-T82', queue: null, isDefault: false, note: DEVICE_LIST_REASONS.nameUnusable },
      { name: 'Microsoft Print to PDF', queue: null, isDefault: false, note: DEVICE_LIST_REASONS.notShared },
    ]);
    expect(parseGetPrinter('\r\n')).toEqual([]);
  });

  it('falls back to wmic when PowerShell is missing, reading columns by the header', async () => {
    const csv = '\r\r\nNode,Default,Name,Shared,ShareName\r\r\nCOUNTER1,FALSE,Fax,FALSE,\r\r\nCOUNTER1,TRUE,SEWOO LK-T21,TRUE,LKT21\r\r\n';
    const { exec, ran } = commands({ wmic: { stdout: csv, stderr: '' } });
    const list = await listOsPrinters({ platform: 'win32', exec });
    expect(ran).toEqual([expect.stringMatching(/^powershell\.exe /), 'wmic printer get Default,Name,Shared,ShareName /format:csv']);
    expect(list.items).toEqual([
      { name: 'SEWOO LK-T21', queue: 'LKT21', isDefault: true, note: null },
      { name: 'Fax', queue: null, isDefault: false, note: DEVICE_LIST_REASONS.notShared },
    ]);
    expect(parseWmicCsv('No Instance(s) Available.\r\n')).toEqual([]);
    expect(await listOsPrinters({ platform: 'win32', exec: commands({}).exec })).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noWindowsList });
    expect(await listOsPrinters({ platform: 'win32', exec: commands({ wmic: { stdout: '', stderr: '' } }).exec })).toEqual({ items: [], reason: DEVICE_LIST_REASONS.noOsPrinters });
  });
});
