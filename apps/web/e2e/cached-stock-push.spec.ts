// Issue 33: a change the platform records because the counter sold something — a terminal's sale
// synced to the own server (/api/pos/sync), whose stock push lowers the platform's stock — shows on
// the cached product page within 5 s: the option the counter sold out reads "(품절)" for the next
// shopper. The terminal is the pos-server's simulated terminal (the same HTTP calls apps/pos makes),
// registered with the shop's setup code over an empty data folder.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { counterTerminal } from './support/counter';
import { shopApiUrl } from './support/session';

const SYSTEM_KEY = 'courtside-system-local-key';

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('the counter sells the last pieces of an option and the cached product page says 품절 within 5 s', async ({ page, request, baseURL }) => {
  // A product of its own (the other journeys keep the seeded stock): 2 black, 5 pink.
  const created = await request.post(`${shopApiUrl}/server/products`, {
    headers: { systemKey: SYSTEM_KEY },
    data: { productName: '카운터 재고 댐프너', salePrice: 7000, optionLabels: ['색상'], options: [{ values: ['블랙'], addPrice: 0, stockCnt: 2 }, { values: ['핑크'], addPrice: 0, stockCnt: 5 }] },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { productNo: number; options: Array<{ optionNo: number; values: string[] }> };
  const black = product.options.find((o) => o.values[0] === '블랙');
  expect(black).toBeDefined();
  const path = `/products/${product.productNo}`;

  // A shopper sees both colours on sale; the page is then served from the cache.
  await page.goto(path);
  const colour = page.locator('#option-level-0');
  await expect(colour.locator('option', { hasText: '블랙' })).not.toContainText('품절');
  const before = await pageHtml(request, path);
  expect(await pageHtml(request, path)).toBe(before);
  expect(before).not.toContain('블랙 (품절)');

  // The counter: registered with the setup code, the admin signs in and sells both black pieces.
  const base = baseURL ?? '';
  const terminal = await counterTerminal(base);
  terminal.sell([{ productNo: product.productNo, optionNo: black!.optionNo, quantity: 2, unitPrice: 7000 }]);
  await terminal.syncAll();
  expect([...terminal.confirmed.values()].map((r) => r.status)).toEqual(['applied']);
  const at = Date.now();

  // The stock push reaches the platform, the platform records the change, the cached page follows.
  await expect.poll(async () => (await pageHtml(request, path)).includes('블랙 (품절)'), { timeout: 5000, intervals: [200] }).toBe(true);
  const took = Date.now() - at;
  await page.reload();
  await expect(colour.locator('option', { hasText: '블랙' })).toContainText('품절');
  await expect(colour.locator('option', { hasText: '핑크' })).not.toContainText('품절');
  console.log(`[cached-stock-push] sold out on the cached page ${took} ms after the sync answered`);
});
