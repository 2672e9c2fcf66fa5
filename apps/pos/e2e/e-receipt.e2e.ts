// 완료 → 영수증 문자 전송 (#28 item 9) on the counter, with the own server out of reach (this config's
// server address answers nothing): a wrong number is refused with its Korean reason, a right one is
// queued and shown masked as 전송 대기 — honestly, since nothing could be sent. The send through a
// real own server to its message outbox: stack/e-receipt.test.ts and apps/web's e-receipt journey.
import { expect, test } from '@playwright/test';
import { ITEMS, login, scan, seededTerminalWithPrinter } from './support.ts';

seededTerminalWithPrinter();

test('the cashier sends the receipt to the shopper’s phone at 완료; offline it waits as 전송 대기, masked', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await login(page, '김계산', '1234');
  await page.getByRole('heading', { name: '판매' }).click();
  await scan(page, ITEMS[0].barcode);
  await expect(page.getByTestId('sale-line')).toHaveCount(1);
  await page.getByRole('button', { name: '결제하기' }).click();
  await page.getByLabel(/받은 금액/).fill('50000');
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('heading', { name: '완료' })).toBeVisible();

  await page.getByRole('button', { name: '영수증 문자 전송' }).click();
  const phone = page.getByLabel('받는 분 휴대폰 번호');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  // Typed on the numpad: hyphens appear by themselves.
  await page.keyboard.type('0101234', { delay: 80 });
  await expect(phone).toHaveValue('010-1234');
  await phone.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('휴대폰 번호는 010 뒤에 8자리 숫자를 입력해 주세요 (010-XXXX-XXXX).');

  await page.keyboard.type('5678', { delay: 80 });
  await expect(phone).toHaveValue('010-1234-5678');
  await page.getByRole('button', { name: '전송', exact: true }).click();
  const sent = page.getByTestId('e-receipt-send');
  await expect(sent).toHaveText('010-****-5678 전송 대기');
  await expect(page.getByText('010-1234-5678')).toHaveCount(0);
  // 새 판매 stays in view at the counter's smallest screen.
  const next = page.getByRole('button', { name: /새 판매/ });
  await expect(next).toBeInViewport();
  await next.click();
  await expect(page.getByTestId('sale-line')).toHaveCount(0);
});
