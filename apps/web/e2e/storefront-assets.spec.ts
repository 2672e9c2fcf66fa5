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
  await expect(page.locator(`link[rel="preload"][as="image"][href="${src}"]`)).toHaveCount(1);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
