// The counter at full speed, by keyboard and scanner alone: a cash sale and a card sale without the
// mouse, quantity boxes that replace on the first key, a 완료 screen that tells the truth about the
// receipt (paper out → 다시 인쇄 recovers it), every failed receipt in the status bar, and a printer
// event fired while the screen's event socket was cut still reaching the status bar.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatNumber } from '@courtside/core/format';
import { HEADERS, ITEMS, passOpeningFloat, scan, seed, seededTerminalWithPrinter } from './support.ts';

const fakePrinter = seededTerminalWithPrinter();

/** A person at the keyboard: slow enough that the scanner detector never takes it for a scan. */
const typeByHand = (page: Page, text: string) => page.keyboard.type(text, { delay: 90 });

async function loginByKeyboard(page: Page, name: string, pin: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByLabel('이름')).toBeFocused();
  await typeByHand(page, name);
  await page.keyboard.press('Tab');
  await typeByHand(page, pin);
  await passOpeningFloat(page, () => page.keyboard.press('Enter'));
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
}

test('a whole cash sale by keyboard only: scan, F2 quantity, F3 void, F8 cash, Enter, Enter', async ({ page }) => {
  await loginByKeyboard(page, '김계산', '1234');
  await scan(page, ITEMS[0].barcode);
  await scan(page, ITEMS[1].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(2);

  // F2 opens the last line's quantity; the first digit replaces it (Backspace then 3 is 3, not 13).
  await page.keyboard.press('F2');
  await expect(page.getByLabel('수량', { exact: true })).toBeFocused();
  await page.keyboard.press('Backspace');
  await typeByHand(page, '3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sale-line').nth(1)).toContainText('3개');

  // A wrong scan, voided with F3.
  await scan(page, ITEMS[2].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(3);
  await page.keyboard.press('F3');
  await expect(page.getByTestId('sale-line').nth(2)).toContainText('취소: 잘못 스캔');

  const total = ITEMS[0].price + 3 * ITEMS[1].price;
  await expect(page.getByTestId('sale-total')).toHaveText(`${formatNumber(total)}원`);
  await page.keyboard.press('F8');
  await expect(page.getByLabel(/받은 금액/)).toBeFocused();
  await typeByHand(page, '50000');
  await expect(page.getByTestId('change')).toContainText(`${formatNumber(50_000 - total)}원`);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  await expect(page.getByTestId('done-change')).toContainText(`${formatNumber(50_000 - total)}원`);
  await expect(page.getByTestId('print-outcome')).toContainText('영수증을 인쇄했습니다.');
  const [job] = await fakePrinter().waitForJobs(1);
  expect(job?.lines.map((l) => l.text).join('\n')).toContain('거스름돈');

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '판매' })).toBeVisible();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
});

// With the card reader out of order (no VAN agent answers in this suite), the slip's 수기 입력 fallback:
// the approval number the card company gave by phone, typed by hand.
test('a card sale keyed by hand while the reader is out of order: F9, 수기 입력, approval number, Enter — and 완료 shows no change line', async ({ page }) => {
  await loginByKeyboard(page, '김계산', '1234');
  await scan(page, ITEMS[2].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await page.keyboard.press('F9');
  await page.getByLabel('단말기 고장 · 수기 입력').check();
  await page.getByLabel('승인번호 (카드사에서 받은 번호)').focus();
  await typeByHand(page, '30012345');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  await expect(page.getByTestId('done-total')).toContainText(`${formatNumber(ITEMS[2].price)}원`);
  await expect(page.getByText('거스름돈')).toHaveCount(0);
  await expect(page.getByTestId('print-outcome')).toContainText('영수증을 인쇄했습니다.');
  const [job] = await fakePrinter().waitForJobs(1);
  expect(job?.lines.map((l) => l.text).join('\n')).toContain('30012345');
});

test('F1 searches by name and Enter adds the first hit; a bad scan sounds and says why', async ({ page }) => {
  await loginByKeyboard(page, '김계산', '1234');
  await page.keyboard.press('F1');
  await expect(page.getByLabel('상품 검색')).toBeFocused();
  await typeByHand(page, '손목');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: '검색 결과' }).getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await expect(page.getByTestId('sale-line')).toContainText(ITEMS[2].name);

  await scan(page, '8801234567890');
  await expect(page.getByRole('alert')).toContainText('검증');
  expect(await page.evaluate(() => (window as { __posBadScanSounds?: number }).__posBadScanSounds ?? 0)).toBe(1);
});

test('↓/↑ move through the search hits and back to the field; F12 locks the screen with the sale kept', async ({ page, request }) => {
  const tape = (productNo: number, name: string) => ({ kind: 'product', product: { productNo, name, brandName: null, salePrice: 3000, imageUrl: null, onSale: true, options: [{ optionNo: productNo * 10, label: name, price: 3000, stockCnt: 9, saleable: true }] } });
  await seed(request, { catalogue: [tape(901, '그립 테이프 블랙'), tape(902, '그립 테이프 화이트'), tape(903, '그립 테이프 레드')] });
  await loginByKeyboard(page, '김계산', '1234');
  // No 매장 정보 yet: the cashier is told before the first receipt prints without it.
  await expect(page.getByTestId('shop-info-warning')).toContainText('매장 정보 미설정');
  await expect(page.getByTestId('shop-info-warning')).toContainText('관리자에게 입력을 요청하세요.');
  await page.keyboard.press('F1');
  await typeByHand(page, '그립 테이프');
  await page.keyboard.press('Enter');
  const hits = page.getByRole('list', { name: '검색 결과' }).getByRole('button');
  await expect(hits).toHaveCount(3);
  await expect(hits.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(1)).toBeFocused();
  const second = (await hits.nth(1).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await expect(page.getByTestId('sale-line')).toContainText(second.split(' · ')[0] ?? '');

  await page.keyboard.press('F1');
  await typeByHand(page, '그립 테이프');
  await page.keyboard.press('Enter');
  await expect(hits.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('상품 검색')).toBeFocused();
  await page.keyboard.press('Escape');

  await page.keyboard.press('F12');
  await expect(page.getByRole('heading', { name: '화면 잠금' })).toBeVisible();
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: '잠금 해제' }).click();
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
});

test('paper out during a sale: 완료 says the receipt failed, and 다시 인쇄 (F7) prints it once paper is in', async ({ page }) => {
  await loginByKeyboard(page, '김계산', '1234');
  fakePrinter().setState('paper-out');
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();
  await expect(page.getByTestId('print-outcome')).toContainText('영수증을 인쇄하지 못했습니다');
  await expect(page.getByTestId('print-outcome')).toContainText('용지');
  await expect(page.getByTestId('print-outcome')).not.toContainText('인쇄하고 있습니다');
  await expect(page.getByTestId('failed-receipts')).toContainText('인쇄 실패 1건');
  expect(fakePrinter().jobs()).toHaveLength(0);

  fakePrinter().setState('online');
  await page.keyboard.press('F7');
  await expect(page.getByTestId('print-outcome')).toContainText('영수증을 인쇄했습니다.');
  const receiptNo = (await page.getByTestId('receipt-no').textContent()) ?? '';
  const [job] = await fakePrinter().waitForJobs(1);
  expect(job?.lines.map((l) => l.text).join('\n')).toContain(receiptNo);
  await expect(page.getByTestId('failed-receipts')).toHaveCount(0);
});

test('two receipts failing in a row are both listed, each with 다시 인쇄', async ({ page }) => {
  await loginByKeyboard(page, '김계산', '1234');
  fakePrinter().setState('paper-out');
  const receipts: string[] = [];
  for (const item of [ITEMS[0], ITEMS[1]]) {
    await scan(page, item.barcode);
    await expect(page.getByTestId('sale-line')).toHaveCount(1);
    await page.keyboard.press('F8');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('print-outcome')).toContainText('인쇄하지 못했습니다');
    receipts.push((await page.getByTestId('receipt-no').textContent()) ?? '');
    await page.keyboard.press('Enter');
  }
  const failed = page.getByTestId('failed-receipts');
  await expect(failed).toContainText('인쇄 실패 2건');
  await failed.locator('summary').click();
  for (const receiptNo of receipts) await expect(failed.getByRole('listitem').filter({ hasText: receiptNo })).toBeVisible();

  fakePrinter().setState('online');
  await failed.getByRole('listitem').filter({ hasText: receipts[0] ?? '' }).getByRole('button', { name: '다시 인쇄' }).click();
  await fakePrinter().waitForJobs(1);
  await expect(failed).toContainText('인쇄 실패 1건');
  await expect(failed.getByRole('listitem').filter({ hasText: receipts[1] ?? '' })).toBeVisible();
});

test('a printer event fired while the event socket is cut still reaches the status bar', async ({ page, request }) => {
  await loginByKeyboard(page, '김계산', '1234');
  await request.post('/__test/printer-poll', { headers: HEADERS, data: {} });
  await expect(page.getByTestId('printer-state')).toContainText('준비');

  // Cut every screen's socket and keep them out for a while; the paper runs out meanwhile.
  await request.post('/__test/drop-sockets', { headers: HEADERS, data: { holdMs: 1_500 } });
  fakePrinter().setState('paper-out');
  const polled = await request.post('/__test/printer-poll', { headers: HEADERS, data: {} });
  expect(((await polled.json()) as { status: { state: string } }).status.state).toBe('paper-out');
  await expect(page.getByTestId('printer-state')).toContainText('용지', { timeout: 10_000 });

  fakePrinter().setState('online');
  await request.post('/__test/printer-poll', { headers: HEADERS, data: {} });
  await expect(page.getByTestId('printer-state')).toContainText('준비');
});
