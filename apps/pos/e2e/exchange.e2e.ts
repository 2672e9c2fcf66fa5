// 교환 at the counter (#28 item 6) through the host in Chromium: a cashier sells, then from 주문 내역
// exchanges one dampener for a dearer grip (the difference in cash, with change) and the fake printer
// gets one 교환 영수증 with both halves; a cheaper exchange gives the difference back in cash. The
// steps are the whole-day journey's (stack/day-steps/exchange.ts).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatPairRow } from '@courtside/core/receipt';
import { formatNumber } from '@courtside/core/format';
import { HEADERS, ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';
import { exchangeAtCounter } from './stack/day-steps/exchange.ts';

const printer = seededTerminalWithPrinter();
const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text.trimEnd());

test.beforeEach(async ({ request }) => {
  await request.post('/api/ipc/auth.logout', { headers: HEADERS, data: {} });
});

async function sellTwoDampeners(page: Page): Promise<string> {
  await login(page, '김계산', '1234');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await scan(page, ITEMS[0].barcode);
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line').first()).toContainText('2개');
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByRole('button', { name: '결제 완료' }).click();
  const receiptNo = (await page.getByTestId('receipt-no').textContent()) ?? '';
  await printer().waitForJobs(1);
  printer().clear();
  return receiptNo;
}

test('an exchange for dearer goods takes the difference in cash and prints one receipt with both halves', async ({ page }) => {
  const original = await sellTwoDampeners(page);
  const { receiptNo, difference } = await exchangeAtCounter(page, {
    receiptNo: original,
    returned: { name: ITEMS[0].name, quantity: 1, worth: ITEMS[0].price },
    goods: [ITEMS[1]],
    tendered: 5000,
  });
  expect(difference).toBe(ITEMS[1].price - ITEMS[0].price);

  const [job] = await printer().waitForJobs(1);
  const printed = texts(job?.lines ?? []);
  expect(printed).toContain('[교환 영수증]');
  expect(printed).toContain('[반품 상품]');
  expect(printed).toContain('[교환 상품]');
  expect(printed).toContain(formatPairRow('영수증 번호', receiptNo, 42)[0]);
  expect(printed).toContain(formatPairRow('원 영수증 번호', original, 42)[0]);
  expect(printed).toContain(formatPairRow('차액 받음', formatNumber(difference), 42)[0]);
  expect(printed).toContain(formatPairRow('  거스름돈', formatNumber(5000 - difference), 42)[0]);
  expect(job?.commands.some((c) => c.type === 'drawer')).toBe(true);
  // The original now has one dampener left to refund or exchange.
  await expect(page.getByLabel(`${ITEMS[0].name} 환불 수량`)).toHaveAttribute('max', '1');
});

test('an exchange for cheaper goods gives the difference back in cash', async ({ page }) => {
  const original = await sellTwoDampeners(page);
  // Two dampeners (12,000원) for one grip (9,000원): 3,000원 back.
  await exchangeAtCounter(page, { receiptNo: original, returned: { name: ITEMS[0].name, quantity: 2, worth: 2 * ITEMS[0].price }, goods: [ITEMS[1]] });
  const [job] = await printer().waitForJobs(1);
  const printed = texts(job?.lines ?? []);
  expect(printed).toContain(formatPairRow('차액 환불', formatNumber(-3000), 42)[0]);
  expect(printed).toContain(formatPairRow('현금 환불', formatNumber(3000), 42)[0]);
});
