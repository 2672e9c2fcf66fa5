// Issue 33 across `pnpm start:scale`'s stack (PostgreSQL, the commerce stand-in, two storefront
// instances, nginx round robin): a price changed through the platform's server API shows on the
// cached product page of BOTH instances within 5 s — each instance follows the change record itself.
// The stack is this file's own, on its own port block (CACHED_SCALE_PORT_BASE, default 5160–5165)
// over a throwaway folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pickPorts, startScaleStack, type ScaleStack } from '../scripts/scale/stack.mjs';

const SYSTEM_KEY = 'courtside-system-local-key';
const PRODUCT = '/products/100001';

let folder = '';
let stack: ScaleStack | null = null;

test.describe.configure({ mode: 'serial', timeout: 6 * 60_000 });

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  folder = mkdtempSync(join(tmpdir(), 'courtside-cached-scale-'));
  stack = await startScaleStack({
    dataDir: folder,
    ports: await pickPorts(Number(process.env.CACHED_SCALE_PORT_BASE ?? 5160)),
    env: { ...process.env, SHOP_SYSTEM_KEY: SYSTEM_KEY, NEXT_TELEMETRY_DISABLED: '1' },
    log: (line: string) => {
      if (/error|실패/i.test(line)) console.log(line);
    },
  });
});

test.afterAll(async () => {
  await stack?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('a price change through the platform’s server API shows on both instances’ cached product page within 5 s', async ({ page, request }) => {
  if (!stack) throw new Error('no stack');
  const { shopUrl, instances, url: balancer } = stack;
  expect(instances).toHaveLength(2);
  const html = async (base: string) => {
    const res = await request.get(base + PRODUCT, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    return res.text();
  };
  // Each instance has the page in its own cache, the same twice over.
  for (const instance of instances) expect(await html(instance.url)).toBe(await html(instance.url));

  const product = (await (await request.get(`${shopUrl}/server/products/100001`, { headers: { systemKey: SYSTEM_KEY } })).json()) as { salePrice: number; immediateDiscountAmt: number };
  const price = product.salePrice + 2340;
  const shown = `${(price - product.immediateDiscountAmt).toLocaleString('ko-KR')}원`;
  for (const instance of instances) expect(await html(instance.url)).not.toContain(shown);

  expect((await request.put(`${shopUrl}/server/products/100001`, { headers: { systemKey: SYSTEM_KEY }, data: { salePrice: price } })).status()).toBe(200);
  const at = Date.now();
  const seenAfter: number[] = [];
  await Promise.all(
    instances.map(async (instance) => {
      await expect.poll(async () => (await html(instance.url)).includes(shown), { timeout: 5000, intervals: [150] }).toBe(true);
      seenAfter.push(Date.now() - at);
    }),
  );
  console.log(`[cached-pages-scale] new price on both instances after ${seenAfter.sort((a, b) => a - b).join(' / ')} ms`);

  // What a shopper sees through the balancer, whichever instance answers.
  for (let i = 0; i < 4; i++) {
    const res = await page.goto(balancer + PRODUCT);
    expect(res?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(shown);
  }
});
