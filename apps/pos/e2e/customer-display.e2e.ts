// The customer display (#28 item 8) beside the sale screen: two pages on the same terminal host, the
// cashier's sale screen and the shopper's /customer-display (no sign-in). At each step — empty, each
// scanned line, a changed quantity, the payment step, 완료 — the display shows the same lines and the
// same total as the sale screen, in large type and with no control to press.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';
import { ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';

seededTerminalWithPrinter();

/** The total the sale screen shows ("12,000원"). */
async function saleTotal(page: Page): Promise<string> {
  return ((await page.getByTestId('sale-total').textContent()) ?? '').trim();
}

test('the customer display follows the sale screen: lines, total, payment step and 감사합니다', async ({ page, browser }) => {
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await shopper.goto('/customer-display');
  const display = shopper.getByRole('main', { name: '고객 화면' });
  await expect(display).toContainText('어서 오세요');

  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await page.getByRole('heading', { name: '판매' }).click();

  for (const [i, item] of ITEMS.slice(0, 2).entries()) {
    await scan(page, item.barcode);
    await expect(page.getByTestId('sale-line')).toHaveCount(i + 1);
    await expect(shopper.getByTestId('display-line')).toHaveCount(i + 1);
    await expect(shopper.getByTestId('display-line').nth(i)).toContainText(item.name);
    await expect(shopper.getByTestId('display-line').nth(i)).toContainText(`${formatNumber(item.price)}원`);
    await expect(shopper.getByTestId('display-total')).toHaveText(await saleTotal(page));
  }
  // Scanning the first item again makes it two: the display's line and total follow.
  await scan(page, ITEMS[0].barcode);
  const total = ITEMS[0].price * 2 + ITEMS[1].price;
  await expect(page.getByTestId('sale-total')).toHaveText(`${formatNumber(total)}원`);
  await expect(shopper.getByTestId('display-total')).toHaveText(`${formatNumber(total)}원`);
  await expect(shopper.getByTestId('display-line')).toHaveCount(await page.getByTestId('sale-line').count());
  await expect(shopper.getByTestId('display-line').first()).toContainText('2개');

  // The payment step: the shopper is told what is happening.
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(shopper.getByRole('status')).toHaveText('현금으로 결제 중입니다');
  await expect(shopper.getByTestId('display-total')).toHaveText(`${formatNumber(total)}원`);
  await page.getByLabel(/받은 금액/).fill('50000');
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  await expect(display).toContainText('감사합니다');
  await expect(shopper.getByTestId('display-total')).toHaveText(`${formatNumber(total)}원`);
  await expect(display).toContainText(`거스름돈 ${formatNumber(50_000 - total)}원`);

  // Large type and nothing to press; a display opened now starts in step (the host replays the state).
  const size = await shopper.getByTestId('display-total').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(40);
  await expect(shopper.getByRole('button')).toHaveCount(0);
  await expect(shopper.getByRole('link')).toHaveCount(0);
  const late = await (await browser.newContext()).newPage();
  await late.goto('/customer-display');
  await expect(late.getByRole('main', { name: '고객 화면' })).toContainText('감사합니다');

  // The next sale starts: the display goes back to 어서 오세요.
  await page.getByRole('button', { name: /새 판매/ }).click();
  await expect(display).toContainText('어서 오세요');
});
