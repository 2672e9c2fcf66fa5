// A new shop's first day, from the README alone: `pnpm start` over an empty data folder, the terminal
// in a browser with its test hooks off. The owner registers the terminal from the login screen with
// the setup code, adds a cashier and the shop's receipt details; the cashier signs in, scans two
// barcodes of the seeded catalogue as a keyboard-wedge scanner types them and takes cash with change.
// The fake printer's receipt carries the shop's name and 사업자등록번호 with Korean lines aligned by
// display width; the sale reaches the own server and the platform's stock drops by exactly what sold.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { displayWidth, formatItemRow, formatPairRow } from '@courtside/core/receipt';
import { formatNumber } from '@courtside/core/format';
import { scan, signIn, until } from '../support.ts';
import { DEFAULT_SETUP_CODE, STACK_DATA_DIR, STACK_PORTS } from './stack-env.ts';
import { sellableItems, stockOf } from './stack-platform.ts';
import { sendReceiptToPhone } from './day-steps/e-receipt.ts';

const platformUrl = `http://127.0.0.1:${STACK_PORTS.shopApi}`;
const webUrl = `http://127.0.0.1:${STACK_PORTS.web}`;
const printerControl = `http://127.0.0.1:${STACK_PORTS.printerControl}`;
const COLUMNS = 42;

test.beforeAll(async () => {
  test.setTimeout(16 * 60_000);
  // `pnpm start` runs four processes; the config waited for the terminal host, these are the others.
  await until('상품 서버', async () => (await fetch(`${platformUrl}/health`)).ok);
  // A first start builds the storefront before it serves (minutes on a busy machine).
  await until('자사 서버', async () => (await fetch(`${webUrl}/api/pos/shop`)).status === 401, 15 * 60_000);
  await until('가짜 프린터', async () => (await fetch(`${printerControl}/state`)).ok);
});

test('a new shop registers its terminal, adds a cashier, and sells two seeded items for cash', async ({ page }) => {
  // Two options of the seeded catalogue that are on sale with stock, as the platform lists them.
  const items = await sellableItems(2);
  const stockBefore = await Promise.all(items.map((i) => stockOf(i.productNo, i.optionNo)));

  // 1. The login screen of an unregistered terminal says so, and a sign-in attempt says the same.
  await page.goto('/login');
  const loginForm = page.getByRole('form', { name: '코트사이드 POS' });
  await expect(loginForm.getByText('단말기가 아직 등록되지 않았습니다')).toBeVisible();
  await signIn(page, '사장님', '1234');
  await expect(loginForm.getByRole('alert')).toContainText('단말기가 아직 등록되지 않았습니다');

  // 2. Register from the login screen: a wrong code is refused, the README's default code works.
  await page.getByRole('button', { name: '단말기 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '단말기 등록' });
  await dialog.getByLabel('등록 코드').fill('wrong-code');
  await dialog.getByLabel('관리자 이름').fill('사장님');
  await dialog.getByLabel('관리자 PIN').fill('1234');
  await dialog.getByRole('button', { name: '등록', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('등록 코드가 올바르지 않습니다');
  await dialog.getByLabel('등록 코드').fill(DEFAULT_SETUP_CODE);
  await dialog.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('단말기를 등록했습니다');

  // 3. The owner signs in; a wrong PIN says exactly that.
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('사장님');
  const keypad = page.getByRole('group', { name: 'PIN 키패드' });
  for (const digit of '9999') await keypad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('PIN이 올바르지 않습니다.');
  await signIn(page, '사장님', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();

  // 4. Settings: add a cashier and the shop's receipt details.
  await page.getByRole('navigation', { name: '메뉴' }).getByRole('link', { name: '설정' }).click();
  const addStaff = page.getByRole('form', { name: '직원 추가' });
  await addStaff.getByLabel('직원 이름').fill('김계산');
  await addStaff.getByLabel('역할').selectOption({ label: '계산원' });
  await addStaff.getByLabel('직원 PIN').fill('2468');
  await addStaff.getByRole('button', { name: '직원 추가' }).click();
  await expect(page.getByRole('table', { name: '직원 목록' }).getByRole('row', { name: /김계산/ })).toContainText('계산원');

  const shop = page.getByRole('form', { name: '매장 정보 (영수증)' });
  await shop.getByLabel('상호').fill('코트사이드 망원점');
  await shop.getByLabel('대표자').fill('김코트');
  await shop.getByLabel('사업자등록번호').fill('2208162517');
  await shop.getByLabel('사업장 주소').fill('서울특별시 마포구 망원로 12');
  await shop.getByLabel('매장 전화번호').fill('02-335-1234');
  await shop.getByRole('button', { name: '매장 정보 저장' }).click();
  await expect(shop.getByRole('status')).toContainText('매장 정보를 저장했습니다');
  await expect(shop.getByLabel('사업자등록번호')).toHaveValue('220-81-62517');

  await page.getByRole('button', { name: '로그아웃' }).click();

  // 5. The cashier signs in; the terminal has the shop's catalogue from the own server.
  await signIn(page, '김계산', '2468');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await page.getByRole('button', { name: '지금 동기화' }).click();
  await expect(page.getByTestId('sync-state')).toHaveText('온라인');

  // 6. Two scans as a wedge scanner types them, then cash with change.
  await page.getByRole('heading', { name: '판매' }).click();
  for (const [i, item] of items.entries()) {
    await scan(page, item.barcode);
    await expect(page.getByTestId('sale-line')).toHaveCount(i + 1);
  }
  const total = items.reduce((sum, item) => sum + item.price, 0);
  await expect(page.getByTestId('sale-total')).toHaveText(`${formatNumber(total)}원`);
  const tendered = Math.ceil((total + 1) / 10_000) * 10_000;
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByLabel(/받은 금액/).fill(String(tendered));
  await expect(page.getByTestId('change')).toContainText(`${formatNumber(tendered - total)}원`);
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const receiptNo = ((await page.getByTestId('receipt-no').textContent()) ?? '').trim();

  // 7. The receipt the fake printer decoded: the shop's details, aligned Korean rows, the change.
  let printed: string[] = [];
  await until('영수증 인쇄', async () => {
    const jobs = ((await (await fetch(`${printerControl}/jobs`)).json()) as { jobs: { lines: { text: string }[] }[] }).jobs;
    printed = (jobs.at(-1)?.lines ?? []).map((line) => line.text.trimEnd());
    return printed.includes('[판매 영수증]');
  }, 30_000);
  expect(printed.some((line) => line.trim() === '코트사이드 망원점')).toBe(true);
  expect(printed.some((line) => line.trim() === '사업자번호 220-81-62517')).toBe(true);
  expect(printed).toContain(formatPairRow('영수증 번호', receiptNo, COLUMNS)[0]);
  for (const item of items) {
    const rows = formatItemRow(item.receiptName, 1, item.price, COLUMNS);
    for (const row of rows) expect(printed).toContain(row.trimEnd());
    // The first row carries quantity and amount, ending at the paper's last column however wide
    // the Korean name is (a long name continues on the next rows, in the name column only).
    const first = printed.find((line) => line === rows[0]?.trimEnd()) ?? '';
    expect(displayWidth(first)).toBe(COLUMNS);
    expect(first.endsWith(formatNumber(item.price))).toBe(true);
  }
  expect(printed).toContain(formatPairRow('  거스름돈', formatNumber(tendered - total), COLUMNS)[0]);

  // 7b. 전자영수증 (#28 item 9): sent to the shopper's phone, one message in the own server's outbox, its link opens the receipt.
  await sendReceiptToPhone(page, webUrl, { receiptNo, shopName: '코트사이드 망원점' });

  // 8. The sale reaches the own server, and the platform's stock drops by exactly one each.
  await expect(page.getByTestId('sync-pending')).toHaveText('대기 0건');
  const web = new Database(join(STACK_DATA_DIR, 'web.sqlite'), { readonly: true, fileMustExist: true });
  try {
    await until('자사 서버의 판매 기록', async () => {
      const row = web.prepare('select total from pos_sales where receipt_no = ?').get(receiptNo) as { total: number } | undefined;
      return row?.total === total;
    });
  } finally {
    web.close();
  }
  await until('플랫폼 재고 반영', async () => {
    const now = await Promise.all(items.map((i) => stockOf(i.productNo, i.optionNo)));
    return now.every((stock, i) => stock === (stockBefore[i] ?? 0) - 1);
  });
  // Exactly once: a later sync round does not push the same sale again.
  await page.getByRole('button', { name: '지금 동기화' }).click();
  await expect(page.getByTestId('sync-state')).toHaveText('온라인');
  expect(await Promise.all(items.map((i) => stockOf(i.productNo, i.optionNo)))).toEqual(stockBefore.map((s) => s - 1));
});
