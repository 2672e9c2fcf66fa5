// 설정's device lists: first what this computer really finds; then, set by the host's test hooks,
// serial ports on serialport's mock binding, HID devices from a fake node-hid and lpstat's recorded
// output — all through the real listing code: the Korean sentence when nothing is found, and a port
// and printer chosen by keyboard into the saved printer settings. Cashiers get no 설정 at all.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { HEADERS, login, seed, seededTerminalWithPrinter } from './support.ts';

const fakePrinter = seededTerminalWithPrinter();

async function openSettings(page: Page, name: string, pin: string): Promise<void> {
  await login(page, name, pin);
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: '설정' })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  // Back to the fake network printer for the other journeys.
  await seed(request, { printer: { host: fakePrinter().host, port: fakePrinter().port, columns: 42 } });
});

test("this computer's own lists (real serialport, node-hid and lpstat) show devices or say in Korean why there are none", async ({ page }) => {
  await openSettings(page, '이관리', '9012');
  const shows = async (transport: 'serial' | 'os' | null, scanner: 'hid' | null, name: string) => {
    if (transport) await page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식').selectOption(transport);
    if (scanner) await page.getByLabel('방식', { exact: true }).selectOption(scanner);
    const group = page.getByRole('group', { name });
    await expect(group.getByText('장치를 찾는 중…')).toHaveCount(0);
    const choices = await group.getByRole('button', { name: /^선택/ }).count();
    if (choices === 0) await expect(group.getByTestId(/-reason$/)).toHaveText(/[가-힣]/);
  };
  await shows('serial', null, '이 컴퓨터의 시리얼 포트');
  await shows('os', null, '운영체제에 등록된 프린터');
  await shows(null, 'hid', 'HID POS 스캐너');
});

test('with nothing plugged in, each list says why in Korean instead of failing', async ({ page, request }) => {
  await seed(request, { devices: { serialPorts: [], hid: [{ vendorId: 0x046d, productId: 0xc077, path: '/dev/hidraw0', product: 'USB Optical Mouse', usagePage: 0x01 }], lpstat: null } });
  await openSettings(page, '이관리', '9012');

  await page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식').selectOption('serial');
  const serial = page.getByRole('group', { name: '이 컴퓨터의 시리얼 포트' });
  await expect(serial).toContainText('연결된 시리얼 포트가 없습니다. USB 케이블을 확인하세요.');
  await expect(serial.getByRole('button', { name: /^선택/ })).toHaveCount(0);

  await page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식').selectOption('os');
  await expect(page.getByRole('group', { name: '운영체제에 등록된 프린터' })).toContainText('이 컴퓨터에는 프린터 목록 명령(lpstat)이 없습니다.');

  // A mouse is on another usage page: no HID POS scanner.
  await page.getByLabel('방식', { exact: true }).selectOption('hid');
  const hid = page.getByRole('group', { name: 'HID POS 스캐너' });
  await expect(hid).toContainText('HID POS 모드의 스캐너가 없습니다.');
  await expect(hid).not.toContainText('Mouse');
  await expect(page.getByTestId('hid-scanner-choice')).toHaveText('스캐너: 처음 찾은 HID POS 스캐너');
});

test('an admin chooses a listed port and an OS printer by keyboard; the settings keep them', async ({ page, request }) => {
  await seed(request, {
    devices: {
      serialPorts: [
        { path: '/dev/ttyUSB0', manufacturer: 'Prolific', vendorId: '067b', productId: '2303' },
        { path: '/dev/ttyACM0', manufacturer: 'Honeywell', vendorId: '0c2e', productId: '0b61' },
      ],
      hid: [{ vendorId: 0x0c2e, productId: 0x0b61, path: '/dev/hidraw3', product: 'Xenon 1900', manufacturer: 'Honeywell', usagePage: 0x8c }],
      lpstat: 'system default destination: BIXOLON_SRP350\nprinter BIXOLON_SRP350 is idle.  enabled since Tue 24 Nov 2026\nprinter 주방프린터 is idle.  enabled since Tue 24 Nov 2026\n',
    },
  });
  await openSettings(page, '이관리', '9012');

  await page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식').selectOption('serial');
  const serial = page.getByRole('group', { name: '이 컴퓨터의 시리얼 포트' });
  await expect(serial).toContainText('Prolific · USB 067b:2303');
  const port = serial.getByRole('button', { name: '선택: /dev/ttyUSB0' });
  await port.focus();
  await page.keyboard.press('Enter');
  await expect(serial.getByRole('button', { name: '선택됨: /dev/ttyUSB0' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByPlaceholder('COM3 또는 /dev/ttyUSB0')).toHaveValue('/dev/ttyUSB0');

  // The OS printer list: the default first; a name RAW printing cannot use is shown but not choosable.
  await page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식').selectOption('os');
  const printers = page.getByRole('group', { name: '운영체제에 등록된 프린터' });
  await expect(printers.getByRole('button', { name: '선택: 주방프린터' })).toBeDisabled();
  await expect(printers).toContainText('RAW 인쇄에 쓸 수 없습니다');
  const bixolon = printers.getByRole('button', { name: '선택: BIXOLON_SRP350' });
  await expect(printers.getByRole('listitem').first()).toContainText('기본 프린터');
  await bixolon.focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('프린터 이름')).toHaveValue('BIXOLON_SRP350');

  // The HID scanner: chosen by its USB ids (not saved here: no such device can really be opened).
  await page.getByLabel('방식', { exact: true }).selectOption('hid');
  const hid = page.getByRole('group', { name: 'HID POS 스캐너' });
  await hid.getByRole('button', { name: '선택: Honeywell Xenon 1900' }).click();
  await expect(page.getByTestId('hid-scanner-choice')).toHaveText('스캐너: USB 0c2e:0b61');
  await page.getByLabel('방식', { exact: true }).selectOption('wedge');

  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('설정을 저장했습니다.')).toBeVisible();
  const saved = (await (await request.post('/api/ipc/settings.get', { headers: HEADERS, data: {} })).json()) as { value: { printer: { transport: string; serialPath: string; osPrinterName: string } } };
  expect(saved.value.printer).toMatchObject({ transport: 'os', serialPath: '/dev/ttyUSB0', osPrinterName: 'BIXOLON_SRP350' });

  await page.reload();
  await expect(page.getByRole('group', { name: '영수증 프린터' }).getByLabel('연결 방식')).toHaveValue('os');
  await expect(page.getByRole('group', { name: '운영체제에 등록된 프린터' }).getByRole('button', { name: '선택됨: BIXOLON_SRP350' })).toHaveAttribute('aria-pressed', 'true');
});

test('a cashier has no 설정 (menu or address), and the host refuses them the device lists', async ({ page }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '설정' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '설정' })).toHaveCount(0);
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/ipc/devices.list', { method: 'POST', headers: { 'x-courtside-terminal': '1', 'content-type': 'application/json', 'x-courtside-screen': sessionStorage.getItem('courtside.screen') ?? 'none' }, body: '{}' });
    return (await response.json()) as { ok: boolean; error?: { code: string; message: string } };
  });
  expect(refused.ok).toBe(false);
  expect(refused.error?.message).toMatch(/[가-힣]/);
});
