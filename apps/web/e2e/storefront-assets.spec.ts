import { expect, test } from '@playwright/test';

// What a phone notices of the storefront's weight: an icon in the tab, product pictures that hold
// their place while they load, and the product picture fetched before anything else.

test('the shop has a favicon, and every product picture states its size', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');

  await page.goto('/');
  await expect(page.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1);
  const pictures = page.locator('main article img');
  expect(await pictures.count()).toBeGreaterThan(4);
  for (const img of await pictures.all()) {
    await expect(img).toHaveAttribute('width', '300');
    await expect(img).toHaveAttribute('height', '300');
  }
});

test('the product page asks for its main picture first and shows it at its stated size', async ({ page }) => {
  await page.goto('/product/100001');
  const main = page.getByRole('img', { name: '코트사이드 스마일 댐프너', exact: true }).first();
  await expect(main).toHaveAttribute('width', '600');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  const src = await main.getAttribute('src');
  // From the storefront's own origin (no connection to another host before the main picture).
  expect(src).toMatch(/^\/shop-images\/products\/[a-z0-9-]+\.svg$/);
  await expect(page.locator(`link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("the platform's pictures come from the storefront's origin, and nothing else does", async ({ request }) => {
  const picture = await request.get('/shop-images/products/smile-black.svg');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
  expect(picture.headers()['content-security-policy']).toContain('sandbox');
  expect(await picture.text()).toContain('<svg');
  for (const path of ['/shop-images/products/..%2F..%2Fhealth', '/shop-images/orders/a.svg', '/shop-images/products/a.exe']) {
    const refused = await request.get(path);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ code: 'IMAGE_NOT_FOUND', message: '이미지를 찾을 수 없습니다.' });
  }
});

test('a link moves within the shop without reloading the page, and a modified click is left to the browser', async ({ page }) => {
  await page.goto('/');
  // Hydrated first (the home page paints before the framework loads: a link followed before that is an ordinary page load).
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '베스트' }).click();
  await expect(page).toHaveURL(/\/best$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: '코트사이드', exact: true }).first().click({ modifiers: ['ControlOrMeta'] });
  await expect(await opened).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/best$/);
});

test('the page asks which build is newest only an hour after it loaded, and announces a new one then', async ({ page }) => {
  await page.clock.install();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/build-id') asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-session-ready="true"]').first()).toBeAttached();
  const notice = page.locator('[role="alert"]', { hasText: '새로운 버전이 배포되었습니다' });
  expect(asked).toHaveLength(0);
  // An hour on: the server still runs the build the page came from, so nothing is said.
  await page.clock.fastForward('01:00:00');
  await expect.poll(() => asked.length).toBe(1);
  await expect(notice).toHaveCount(0);
  // Another hour, and a new deployment: the notice offers a reload, and 나중에 puts it off.
  await page.route('**/api/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.clock.fastForward('01:00:00');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: '새로고침' })).toBeVisible();
  await notice.getByRole('button', { name: '나중에' }).click();
  await expect(notice).toHaveCount(0);
});
