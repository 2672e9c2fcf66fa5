// Screens and sessions on the terminal host: a second browser opens signed out, an idle screen locks
// and another staff member takes over by PIN, the lockout says until when, every route survives a
// reload, and a second Z the same day shows the closed day instead of printing another slip.
import { expect, test } from '@playwright/test';
import { closeDayWithCount, HEADERS, ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';

const fakePrinter = seededTerminalWithPrinter();

test('a second browser on the host opens signed out while the first stays signed in', async ({ page, browser }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/sale');
  await expect(second.getByRole('heading', { name: '코트사이드 POS' })).toBeVisible();
  await expect(second).toHaveURL(/\/login$/);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '메뉴' })).toContainText('김계산');
});

test('an idle screen locks; another staff member takes over with their PIN, the sale in progress kept', async ({ page }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  // Fake time from here (the scanner detector reads real key timings); a key re-arms the idle timer on it.
  await page.clock.install();
  await page.keyboard.press('Shift');
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('heading', { name: '화면 잠금' })).toBeVisible();
  await page.getByLabel('이름').fill('이관리');
  await page.getByLabel('PIN').fill('9012');
  await page.getByRole('button', { name: '잠금 해제' }).click();
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '메뉴' })).toContainText('이관리');
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
});

test('five wrong PINs lock the name, the message says until when, and an admin’s own PIN unlocks it', async ({ page }) => {
  await page.goto('/login');
  for (let i = 0; i < 5; i += 1) {
    await page.getByLabel('이름').fill('박재고');
    await page.getByLabel('PIN', { exact: true }).fill('0000');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText(/\d{2}:\d{2}까지/);

  // An admin walks over and unlocks the name with the admin's own PIN (a cashier's PIN would not do).
  await page.getByLabel('잠금을 풀 관리자').fill('김계산');
  await page.getByLabel('관리자 암호').fill('1234');
  await page.getByRole('button', { name: '잠금 풀기' }).click();
  await expect(page.getByRole('group', { name: /잠금 풀기/ }).getByRole('alert')).toContainText('관리자');
  await page.getByLabel('잠금을 풀 관리자').fill('이관리');
  await page.getByLabel('관리자 암호').fill('9012');
  await page.getByRole('button', { name: '잠금 풀기' }).click();
  await expect(page.getByText('박재고 님의 잠금을 풀었습니다. 다시 로그인하세요.')).toBeVisible();
  await page.getByLabel('이름', { exact: true }).fill('박재고');
  await page.getByLabel('PIN', { exact: true }).fill('5678');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '메뉴' })).toContainText('박재고');
});

test('every route survives a reload', async ({ page, request }) => {
  await login(page, '이관리', '9012');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await scan(page, ITEMS[1].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  const state = (await (await request.post('/__test/state', { headers: HEADERS, data: {} })).json()) as { sales: { id: string }[] };
  const saleId = state.sales.at(-1)?.id ?? '';
  const routes: readonly [string, RegExp][] = [
    ['/sale', /^판매$/],
    ['/orders', /주문 내역/],
    [`/orders/${saleId}`, /^주문 T1-/],
    ['/products', /^상품$/],
    ['/products/barcodes', /바코드 검색/],
    [`/products/${ITEMS[0].productNo}`, new RegExp(`상품 ${ITEMS[0].productNo}`)],
    ['/products/new', /상품 등록/],
    ['/stock', /^재고$/],
    ['/sales', /^매출 /],
    ['/sales/2024-03-05', /매출 2024-03-05/],
    ['/custom', /주문 제작/],
    ['/settings', /^설정$/],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('a second Z the same day shows the closed day and prints no second 마감 slip', async ({ page }) => {
  await login(page, '이관리', '9012');
  await page.getByRole('link', { name: '매출' }).click();
  await closeDayWithCount(page);
  await expect(page.getByRole('status')).toContainText('Z 리포트를 인쇄합니다');
  const [job] = await fakePrinter().waitForJobs(1);
  expect((job?.lines ?? []).map((l) => l.text).join('\n')).toContain('Z');
  await page.getByRole('button', { name: /Z 리포트/ }).click();
  await expect(page.getByRole('status')).toContainText('이미 마감했습니다');
  await page.waitForTimeout(1000);
  expect(fakePrinter().jobs()).toHaveLength(1);
});
