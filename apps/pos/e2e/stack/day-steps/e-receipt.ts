// 전자영수증 (#28 item 9) as a step of a stack journey: at 완료 the cashier sends the receipt to the
// shopper's phone; the terminal says 전송됨 once the own server took it, the own server's sandbox
// outbox holds exactly one message for that number, and its link opens the storefront's receipt
// with the receipt number, the shop's name and the number masked.
import { expect, type Page } from '@playwright/test';
import type { PosSandboxMessages } from '@courtside/core/pos';

export async function sendReceiptToPhone(page: Page, webUrl: string, expected: { receiptNo: string; shopName: string; phone?: string }): Promise<void> {
  const phone = expected.phone ?? '01077778888';
  await page.getByRole('button', { name: '영수증 문자 전송' }).click();
  await page.getByLabel('받는 분 휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '전송', exact: true }).click();
  const masked = `010-****-${phone.slice(7)}`;
  await expect(page.getByTestId('e-receipt-send')).toHaveText(`${masked} 전송됨`, { timeout: 30_000 });

  const outbox = (await (await fetch(`${webUrl}/api/pos/sandbox/messages?target=${phone}`)).json()) as PosSandboxMessages;
  expect(outbox.items).toHaveLength(1);
  const body = outbox.items[0]?.body ?? '';
  expect(body).toContain(`영수증 번호: ${expected.receiptNo}`);
  const link = /영수증 보기: (\S+)/.exec(body)?.[1] ?? '';
  expect(link).toMatch(/\/receipt\/[A-Za-z0-9_-]{43}$/);

  const shopper = await page.context().browser()?.newPage({ viewport: { width: 390, height: 800 } });
  if (!shopper) throw new Error('브라우저를 열 수 없습니다');
  try {
    const res = await shopper.goto(`${webUrl}${new URL(link).pathname}`);
    expect(res?.status()).toBe(200);
    const receipt = shopper.getByTestId('e-receipt');
    await expect(receipt).toContainText(expected.receiptNo);
    await expect(receipt).toContainText(expected.shopName);
    await expect(receipt).toContainText(masked);
    await expect(receipt).not.toContainText(phone);
  } finally {
    await shopper.close();
  }
}
