// 전자영수증 (#28 item 9) from the shopper's side: a counter sale synced through the real sync route
// (/api/pos/sync, the simulated terminal) with a request to send its receipt to a phone; the message
// is read from the own server's sandbox outbox, its link opened on a phone: the receipt shows the
// shop, the lines, the total and the masked number, with no-referrer, noindex and no-store; an
// altered token shows the Korean error with 404.
import { expect, test } from '@playwright/test';
import type { PosSandboxMessages } from '@courtside/core/pos';
import { newEntryId } from '@courtside/pos-server/testing/sim-terminal';
import { counterTerminal } from './support/counter';
import { shopApiUrl } from './support/session';

const SYSTEM_KEY = 'courtside-system-local-key';
const PHONE = '01055512345';

test.use({ viewport: { width: 375, height: 740 } });

test('a counter sale’s e-receipt: the text message’s link opens the receipt; an altered link shows the Korean error', async ({ page, request, baseURL }) => {
  const created = await request.post(`${shopApiUrl}/server/products`, {
    headers: { systemKey: SYSTEM_KEY },
    data: { productName: '전자영수증 댐프너', salePrice: 6500, optionLabels: ['색상'], options: [{ values: ['네이비'], addPrice: 0, stockCnt: 10 }] },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { productNo: number; options: Array<{ optionNo: number }> };

  const terminal = await counterTerminal(baseURL ?? '');
  const sale = terminal.sell([{ productNo: product.productNo, optionNo: product.options[0]?.optionNo ?? 0, quantity: 2, unitPrice: 6500 }], 'card');
  const at = new Date().toISOString();
  terminal.outbox.push({ id: newEntryId(), kind: 'e-receipt', terminalId: terminal.terminalId, staffId: terminal.staffId, createdAt: at, payload: { saleId: sale.id, phone: PHONE, requestedAt: at } });
  await terminal.syncAll();
  expect([...terminal.confirmed.values()].map((r) => r.status)).toEqual(['applied', 'applied']);

  // The text message, as the sandbox outbox shows it.
  const outbox = await request.get(`/api/pos/sandbox/messages?target=010-5551-2345`);
  expect(outbox.status()).toBe(200);
  const [message, ...others] = ((await outbox.json()) as PosSandboxMessages).items;
  expect(others).toEqual([]);
  expect(message?.body).toContain('결제 금액: 13,000원');
  const link = /영수증 보기: (\S+)/.exec(message?.body ?? '')?.[1] ?? '';
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/receipt\/[A-Za-z0-9_-]{43}$/);

  // The shopper opens it on their phone.
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  const headers = res?.headers() ?? {};
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['cache-control']).toContain('no-store');
  const receipt = page.getByTestId('e-receipt');
  await expect(receipt.getByRole('heading', { name: '전자영수증' })).toBeVisible();
  // The simulated terminal prints each line as "상품 {productNo}".
  await expect(receipt.getByRole('row', { name: new RegExp(`상품 ${product.productNo} 단가 6,500원 2 13,000원`) })).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: '13,000원' }).first()).toBeVisible();
  await expect(receipt).toContainText('결제 금액13,000원');
  await expect(receipt).toContainText('부가세1,182원');
  await expect(receipt).toContainText('010-****-2345');
  await expect(receipt).not.toContainText(PHONE);
  await expect(receipt).not.toContainText('점장');
  for (const width of [320, 375, 390, 430]) {
    await page.setViewportSize({ width, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // One character changed: the Korean error, 404, no stack trace.
  const altered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
  const bad = await page.goto(altered);
  expect(bad?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '영수증 링크가 만료되었거나 올바르지 않습니다' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Error');
});
