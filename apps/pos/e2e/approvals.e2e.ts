// Roles and manager approval at the counter (#28 items 3 and 7's discounts), through the Node host in
// Chromium with the terminal seeded (offline: the admin's PIN is checked against the cached credential).
// A cashier's menu holds only a cashier's screens; a 10 % line discount goes through by itself, a 20 %
// sale discount over the shop's 10 % limit asks the admin's PIN on the spot — lines, totals, the
// customer display and the printed receipt show both discounts, floored to whole won, and the order
// names who approved; 서랍 열기 without a sale pulses the drawer only once an admin approved it.
import { expect, test } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';
import { ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';
import { approveInDialog, cashierMenuOnly, payCashExact, percentDiscount } from './stack/day-steps/roles.ts';

const printer = seededTerminalWithPrinter();
const OWNER = { name: '이관리', pin: '9012' };
const won = (amount: number): string => `${formatNumber(amount)}원`;
const texts = (lines: readonly { text: string }[]): string[] => lines.map((l) => l.text.trimEnd());

test('a cashier’s % discounts: within the limit by itself, over it with the admin’s PIN, on screen, display and receipt', async ({ page, browser }) => {
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await shopper.goto('/customer-display');

  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await cashierMenuOnly(page);
  await page.getByRole('heading', { name: '판매' }).click();

  // 10 % off a 9,000원 line: 900원, within the limit — no one is asked.
  await scan(page, ITEMS[1].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await percentDiscount(page, { target: 'line', percent: 10, expectTotal: 8_100 });
  await expect(page.getByTestId('sale-line').first()).toContainText('할인 −900원');
  await expect(shopper.getByTestId('display-total')).toHaveText(won(8_100));

  // 20 % off the sale (8,100 + 12,500 = 20,600 → 4,120원): over 10 %, the admin approves it on the spot.
  await scan(page, ITEMS[2].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);
  await percentDiscount(page, { target: 'sale', percent: 20, expectTotal: 16_480, approver: OWNER });
  await expect(page.getByLabel('전체 할인(원)')).toHaveValue('4120');
  await expect(shopper.getByTestId('display-total')).toHaveText(won(16_480));
  await expect(shopper.getByTestId('display-line').first()).toContainText(won(8_100));

  const receiptNo = await payCashExact(page);
  const [job] = await printer().waitForJobs(1);
  const printed = texts(job?.lines ?? []);
  expect(printed.some((l) => l.includes('할인 20%') && l.includes('-4,120'))).toBe(true);
  expect(printed.some((l) => l.includes('-900'))).toBe(true);
  expect(printed.some((l) => l.includes('16,480'))).toBe(true);

  // The order names who approved the discount (900 + 4,120 = 5,020원 in all).
  await page.getByRole('button', { name: /새 판매/ }).click();
  await page.getByRole('link', { name: '주문 내역' }).click();
  await page.getByRole('link', { name: receiptNo }).click();
  await expect(page.getByTestId('approval-note')).toContainText('관리자 이관리 승인 (한도 초과 할인 5,020원)');
});

test('a discount over the limit is not given when the approval is cancelled, and an admin is not asked', async ({ page }) => {
  await login(page, '김계산', '1234');
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await page.keyboard.press('F5');
  await page.getByRole('group', { name: '할인' }).getByRole('button', { name: '20%', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '관리자 승인' });
  await expect(dialog.getByTestId('approval-action')).toContainText(`한도 초과 할인 · ${won(1_200)}`);
  // A cashier's own PIN does not approve.
  await dialog.getByLabel('승인할 관리자').fill('김계산');
  await dialog.getByLabel('관리자 PIN').fill('1234');
  await dialog.getByRole('button', { name: '승인', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('관리자의 이름과 PIN으로만 승인할 수 있습니다');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(page.getByText('관리자 승인을 받지 못해 할인을 적용하지 않았습니다.')).toBeVisible();
  await expect(page.getByTestId('sale-total')).toHaveText(won(ITEMS[0].price));
  await page.getByRole('button', { name: '닫기' }).click();
  await page.getByRole('button', { name: '전체 취소' }).click();

  await login(page, OWNER.name, OWNER.pin);
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await percentDiscount(page, { target: 'sale', percent: 20, expectTotal: 4_800 });
});

test('서랍 열기 without a sale: a cashier needs the admin’s PIN, then the drawer pulses', async ({ page }) => {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await page.getByRole('button', { name: '서랍 열기' }).click();
  await approveInDialog(page, OWNER, '서랍 열기');
  await expect(page.getByRole('status').filter({ hasText: '서랍을 열었습니다.' })).toBeVisible();
  const [job] = await printer().waitForJobs(1);
  expect(job?.commands.some((c) => c.type === 'drawer')).toBe(true);
});
