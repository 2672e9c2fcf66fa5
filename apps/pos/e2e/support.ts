// Shared pieces of the terminal journeys: seeding through the host's test hooks, a fake printer on a
// free port, scanning by fast keystrokes (KeyboardEvent.code, as a wedge scanner types), signing in,
// waiting for a service to come up, and a tiny PNG maker for design images.
import { deflateSync } from 'node:zlib';
import { test } from '@playwright/test';
import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { startFakePrinter } from '@courtside/hardware/fake-printer';
import type { FakePrinter } from '@courtside/hardware/fake-printer';
import type { PosCatalogueItem } from '@courtside/core/pos';

export const HEADERS = { 'x-courtside-terminal': '1', 'content-type': 'application/json' };

export const ITEMS = [
  { productNo: 101, optionNo: 1001, name: '코트 댐프너', label: '블랙', price: 6000, stock: 20, barcode: '8801234567893' },
  { productNo: 102, optionNo: 1002, name: '오버그립 3개입', label: '오버그립 3개입', price: 9000, stock: 15, barcode: '8809876543213' },
  { productNo: 103, optionNo: 1003, name: 'Pro 손목밴드', label: '화이트', price: 12500, stock: 8, barcode: '2000000000015' },
] as const;

export function catalogueSeed(): PosCatalogueItem[] {
  return ITEMS.flatMap((item) => [
    { kind: 'product', product: { productNo: item.productNo, name: item.name, brandName: null, salePrice: item.price, imageUrl: null, onSale: true, options: [{ optionNo: item.optionNo, label: item.label, price: item.price, stockCnt: item.stock, saleable: true }] } } as const,
    { kind: 'barcode', barcode: { barcode: item.barcode, symbology: 'ean13', productNo: item.productNo, optionNo: item.optionNo, inStore: item.barcode.startsWith('2'), updatedAt: '2024-03-01T00:00:00.000Z' } } as const,
  ]);
}

export const STAFF = [
  { staffId: 11, name: '김계산', role: 'cashier', pin: '1234' },
  { staffId: 12, name: '박재고', role: 'stock', pin: '5678' },
  { staffId: 13, name: '이관리', role: 'admin', pin: '9012' },
] as const;

export async function seed(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const response = await request.post('/__test/seed', { headers: HEADERS, data });
  if (!response.ok()) throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
}

export async function seedTerminal(request: APIRequestContext, printer: FakePrinter): Promise<void> {
  await seed(request, {
    terminal: { terminalId: 1, name: '카운터 1' },
    staff: STAFF,
    catalogue: catalogueSeed(),
    printer: { host: printer.host, port: printer.port, columns: 42 },
  });
}

export async function startPrinter(): Promise<FakePrinter> {
  return startFakePrinter({ port: 0 });
}

/**
 * A journey file's fake printer (on line, emptied before each test) and the seeded terminal
 * pointed at it. Call at the top of the file; the returned function gives the printer.
 */
export function seededTerminalWithPrinter(): () => FakePrinter {
  let printer: FakePrinter | undefined;
  test.beforeAll(async ({ request }) => {
    printer = await startPrinter();
    await seedTerminal(request, printer);
  });
  test.afterAll(async () => {
    await printer?.close();
  });
  test.beforeEach(() => {
    printer?.clear();
    printer?.setState('online');
  });
  return () => {
    if (!printer) throw new Error('the fake printer is not started yet');
    return printer;
  };
}

export async function login(page: Page, name: string, pin: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('이름').fill(name);
  const keypad = page.getByRole('group', { name: 'PIN 키패드' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await passOpeningFloat(page, () => page.getByRole('button', { name: '로그인', exact: true }).click());
}

/** Name and PIN on the sign-in screen already shown (the stack journeys arrive there by themselves). */
export async function signIn(page: Page, name: string, pin: string): Promise<void> {
  await page.getByLabel('이름', { exact: true }).fill(name);
  const keypad = page.getByRole('group', { name: 'PIN 키패드' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await passOpeningFloat(page, () => page.getByRole('button', { name: '로그인', exact: true }).click());
}

/**
 * Signs in with `submit` (the click on 로그인) and passes the step the first sign-in of a business day
 * shows (#28 시재): 영업 시작 with the amount shown (or `amount`). A refused sign-in passes through
 * untouched, as does one that lands straight on a screen.
 */
export async function passOpeningFloat(page: Page, submit: () => Promise<void>, amount?: number): Promise<void> {
  const reply = page.waitForResponse((r) => r.url().includes('/api/ipc/auth.login'));
  await submit();
  const answer = (await (await reply).json().catch(() => null)) as { ok?: boolean } | null;
  if (!answer?.ok) return;
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (!new URL(page.url()).pathname.endsWith('/open-day')) return;
  await page.getByRole('heading', { name: '영업 시작' }).waitFor();
  if (amount !== undefined) await page.getByLabel('시재 금액 (원)').fill(String(amount));
  // Enter in the amount box starts the day (the keyboard journeys pass it without the mouse too).
  await page.getByLabel('시재 금액 (원)').press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/open-day'));
}

/** Z with the closing count (#28 시재): opens 마감 정산, enters the counts by denomination (none: all 0), 마감 확정. */
export async function closeDayWithCount(page: Page, counts: Readonly<Record<number, number>> = {}): Promise<void> {
  await page.getByRole('button', { name: /Z 리포트/ }).click();
  const form = page.getByRole('form', { name: /마감 정산/ });
  await form.waitFor();
  for (const [denomination, count] of Object.entries(counts)) {
    await form.getByLabel(`${Number(denomination).toLocaleString('ko-KR')}원 수량`).fill(String(count));
  }
  await form.getByRole('button', { name: '마감 확정' }).click();
}

/** Polls `check` every 500 ms until it answers true (a throw counts as "not up yet"); fails after `limitMs`. */
export async function until(what: string, check: () => Promise<boolean>, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > limitMs) throw new Error(`기다리다 멈춤: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * A keyboard-wedge scan as the browser receives it: one keydown/keyup per digit (KeyboardEvent.code
 * `DigitN`), then Enter, 4 ms apart like a USB scanner. The keys go through Chromium's input pipeline
 * (CDP Input.dispatchKeyEvent, what page.keyboard uses) with their hardware timestamps set, so the
 * gaps the detector sees are the scanner's and not the shared test machine's scheduling.
 */
export async function scan(page: Page, code: string, gapMs = 4, realClock = false): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ code: `Digit${ch}`, key: ch, text: ch, vk: 48 + Number(ch) }));
  keys.push({ code: 'Enter', key: 'Enter', text: '\r', vk: 13 });
  for (const [i, k] of keys.entries()) {
    // realClock: the browser stamps each key when it arrives (for latency measurements).
    const timestamp = realClock ? undefined : start + (i * gapMs) / 1000;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', code: k.code, key: k.key, text: k.text, unmodifiedText: k.text, windowsVirtualKeyCode: k.vk, ...(timestamp ? { timestamp } : {}) });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', code: k.code, key: k.key, windowsVirtualKeyCode: k.vk, ...(timestamp ? { timestamp: timestamp + 0.001 } : {}) });
  }
}

/** A person typing the same digits: 150 ms between keys. */
export function typeSlowly(page: Page, code: string): Promise<void> {
  return scan(page, code, 150);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of a black disc on white: a stand-in for a dampener design. */
export function discPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      row.set(inside ? [0, 0, 0, 255] : [255, 255, 255, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
